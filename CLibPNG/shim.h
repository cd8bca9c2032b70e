// The libpng simplified API (png_image_*) and zlib, for the Imaging module.
//
// libpng's classic API reports errors with longjmp, which Swift cannot unwind; the
// simplified API catches them inside libpng and returns 0 with the reason in
// image.message, so it is the only part of libpng Legible calls. zlib inflates iCCP
// profiles and computes chunk CRCs for Legible's own chunk reader.
#ifndef LEGIBLE_CLIBPNG_SHIM_H
#define LEGIBLE_CLIBPNG_SHIM_H

#include <png.h>
#include <zlib.h>

// Composite macros do not import into Swift; re-export the ones Legible uses.
static const png_uint_32 legible_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 legible_format_rgb = PNG_FORMAT_RGB;
static const png_uint_32 legible_format_linear_rgba = PNG_FORMAT_LINEAR_RGB_ALPHA;
static const png_uint_32 legible_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 legible_image_warning = PNG_IMAGE_WARNING;

#endif
