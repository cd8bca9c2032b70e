// PNG decoding hands out `RGBAImage`s, so whoever imports Imaging gets the pixel buffer
// type with it; ScreenScan and PaletteReview import `Pixels` alone and never link libpng.
@_exported import Pixels
