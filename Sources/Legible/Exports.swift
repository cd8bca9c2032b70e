// `import Legible` brings every library product: the color math, the pixel buffer, PNG
// I/O, the scan, the palette review and the findings they report.
@_exported import ColorScience
@_exported import Findings
@_exported import Imaging
@_exported import PaletteReview
@_exported import Pixels
@_exported import ScreenScan
