// libpng and zlib for the Imaging module, and a small PNG writer over libpng's classic API.
//
// libpng's classic API reports errors with longjmp, which Swift cannot unwind. Reading uses
// the simplified API (png_image_*), which catches them inside libpng and returns 0 with the
// reason in image.message, except for the common case of a scan (8-bit, non-interlaced, sRGB),
// which reads rows as they are inflated through legible_png_reader below. Writing uses legible_png_write below: the simplified writer has
// no compression level or filter choice and compresses twice (once to measure), which made
// it most of the time of `legible simulate` on large images. Every setjmp of that writer
// stays in this header, in C; Swift's ClangImporter compiles these static inline functions
// into the Imaging module. zlib inflates iCCP profiles and computes chunk CRCs for Legible's
// own chunk reader.
#ifndef LEGIBLE_CLIBPNG_SHIM_H
#define LEGIBLE_CLIBPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Composite macros do not import into Swift; re-export the ones Legible uses.
static const png_uint_32 legible_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 legible_format_rgb = PNG_FORMAT_RGB;
static const png_uint_32 legible_format_linear_rgba = PNG_FORMAT_LINEAR_RGB_ALPHA;
static const png_uint_32 legible_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 legible_image_warning = PNG_IMAGE_WARNING;
static const int legible_filter_none = PNG_FILTER_NONE;
static const int legible_filter_sub = PNG_FILTER_SUB;
static const int legible_filter_up = PNG_FILTER_UP;
static const int legible_filter_avg = PNG_FILTER_AVG;
static const int legible_filter_paeth = PNG_FILTER_PAETH;
static const int legible_filter_all = PNG_ALL_FILTERS;

// The PNG bytes legible_png_write produced (free them with legible_png_output_free), or why
// it failed: message holds libpng's error, after the first warning if there was one.
typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
  char message[256];
  char warning[128];
} legible_png_output;

static inline void legible_png_output_free(legible_png_output *output) {
  free(output->data);
  output->data = NULL;
  output->size = 0;
  output->capacity = 0;
}

// libpng's write callback: append to a malloc'd buffer that doubles as it fills.
static inline void legible_png_append(png_structp png, png_bytep bytes, size_t length) {
  legible_png_output *output = (legible_png_output *)png_get_io_ptr(png);
  if (length > output->capacity - output->size) {
    size_t capacity = output->capacity ? output->capacity : 4096;
    while (length > capacity - output->size) {
      if (capacity > ((size_t)-1) / 2) png_error(png, "the PNG is too large for memory");
      capacity *= 2;
    }
    unsigned char *grown = (unsigned char *)realloc(output->data, capacity);
    if (grown == NULL) png_error(png, "out of memory for the PNG");
    output->data = grown;
    output->capacity = capacity;
  }
  memcpy(output->data + output->size, bytes, length);
  output->size += length;
}

static inline void legible_png_flush(png_structp png) { (void)png; }

// libpng's error callback: keep the message, then return to legible_png_write's setjmp.
static inline void legible_png_error(png_structp png, png_const_charp message) {
  legible_png_output *output = (legible_png_output *)png_get_error_ptr(png);
  if (output->warning[0] != '\0')
    snprintf(output->message, sizeof output->message, "%s (%s)", message, output->warning);
  else
    snprintf(output->message, sizeof output->message, "%s", message);
  png_longjmp(png, 1);
}

// libpng's warning callback: keep the first (an invalid IHDR warns with the reason, then fails).
static inline void legible_png_warning(png_structp png, png_const_charp message) {
  legible_png_output *output = (legible_png_output *)png_get_error_ptr(png);
  if (output->warning[0] == '\0') snprintf(output->warning, sizeof output->warning, "%s", message);
}

// Writes 8-bit sRGB pixels (4 bytes each, RGBA, rows `stride` bytes apart) as a PNG tagged
// sRGB (perceptual intent, as libpng's simplified writer tags it): RGBA if write_alpha,
// else RGB with the fourth byte dropped by libpng. `level` is zlib's (0-9), `filters` a mask
// of legible_filter_* (several: libpng picks per row by the minimum sum of absolute
// differences). Returns 1 with the bytes in *output, or 0 with output->message set and no
// bytes kept. `capacity_hint` sizes the first buffer (0 for libpng's first chunk's size).
static inline int legible_png_write(const unsigned char *pixels, png_uint_32 width, png_uint_32 height,
                                    size_t stride, int write_alpha, int level, int filters,
                                    size_t capacity_hint, legible_png_output *output) {
  memset(output, 0, sizeof *output);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, legible_png_error, legible_png_warning);
  if (png == NULL) {
    snprintf(output->message, sizeof output->message, "libpng could not start a writer (out of memory?)");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    snprintf(output->message, sizeof output->message, "libpng could not start a writer (out of memory?)");
    return 0;
  }
  // Nothing assigned after this point is read after a longjmp, so no local needs volatile.
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    legible_png_output_free(output);
    return 0;
  }
  if (capacity_hint > 0) {
    output->data = (unsigned char *)malloc(capacity_hint);
    if (output->data != NULL) output->capacity = capacity_hint;
  }
  png_set_write_fn(png, output, legible_png_append, legible_png_flush);
  png_set_IHDR(png, info, width, height, 8, write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_write_info(png, info);
  if (!write_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (png_uint_32 y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return 1;
}

// Runs deflate until it leaves output space unused (zlib's documented loop), growing the buffer.
static inline int legible_deflate_into(z_stream *z, int flush, legible_png_output *output) {
  do {
    if (output->capacity - output->size < 65536) {
      size_t capacity = output->capacity ? output->capacity * 2 : 65536;
      unsigned char *grown = (unsigned char *)realloc(output->data, capacity);
      if (grown == NULL) return 0;
      output->data = grown;
      output->capacity = capacity;
    }
    size_t room = output->capacity - output->size;
    if (room > 0x40000000) room = 0x40000000;  // avail_out is 32 bits
    z->next_out = output->data + output->size;
    z->avail_out = (uInt)room;
    if (deflate(z, flush) == Z_STREAM_ERROR) return 0;
    output->size += room - z->avail_out;
  } while (z->avail_out == 0);
  return 1;
}

// One band of rows of a PNG's image data, deflated on its own so that bands can be compressed
// on several cores and concatenated into one zlib stream (as pigz does): each row gets filter
// byte 0 (none) and loses its fourth byte unless write_alpha; the raw deflate data ends on a
// byte boundary after a sync flush, or, for the last band, with the final block. *adler is the
// Adler-32 of the band's filtered rows (rows * (1 + width * channels) bytes), for
// adler32_combine. Returns 1, or 0 with output->message set and no bytes kept.
static inline int legible_png_deflate_band(const unsigned char *pixels, png_uint_32 width, png_uint_32 rows,
                                           size_t stride, int write_alpha, int level, int last,
                                           legible_png_output *output, unsigned long *adler) {
  memset(output, 0, sizeof *output);
  size_t channels = write_alpha ? 4 : 3;
  size_t rowbytes = 1 + (size_t)width * channels;
  unsigned char *row = (unsigned char *)malloc(rowbytes);
  z_stream z;
  memset(&z, 0, sizeof z);
  if (row == NULL || deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    free(row);
    snprintf(output->message, sizeof output->message, "zlib could not start (out of memory?)");
    return 0;
  }
  uLong sum = adler32(0L, Z_NULL, 0);
  int ok = 1;
  row[0] = 0;
  for (png_uint_32 y = 0; y < rows && ok; y++) {
    const unsigned char *source = pixels + (size_t)y * stride;
    if (write_alpha) {
      memcpy(row + 1, source, rowbytes - 1);
    } else {
      for (png_uint_32 x = 0; x < width; x++) {
        row[1 + 3 * (size_t)x] = source[4 * (size_t)x];
        row[2 + 3 * (size_t)x] = source[4 * (size_t)x + 1];
        row[3 + 3 * (size_t)x] = source[4 * (size_t)x + 2];
      }
    }
    sum = adler32(sum, row, (uInt)rowbytes);
    z.next_in = row;
    z.avail_in = (uInt)rowbytes;
    ok = legible_deflate_into(&z, Z_NO_FLUSH, output);
  }
  if (ok) ok = legible_deflate_into(&z, last ? Z_FINISH : Z_SYNC_FLUSH, output);
  deflateEnd(&z);
  free(row);
  if (!ok) {
    legible_png_output_free(output);
    snprintf(output->message, sizeof output->message, "zlib could not compress the image data (out of memory?)");
    return 0;
  }
  *adler = sum;
  return 1;
}

// Writes a PNG whose image data is the zlib stream given (from legible_png_deflate_band's
// bands, with a zlib header and the combined Adler-32): IHDR and sRGB through libpng, as
// legible_png_write does, then the stream in IDAT chunks of at most 1 MiB, then IEND.
static inline int legible_png_write_deflated(png_uint_32 width, png_uint_32 height, int write_alpha,
                                             const unsigned char *stream, size_t stream_size,
                                             legible_png_output *output) {
  memset(output, 0, sizeof *output);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, legible_png_error, legible_png_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    snprintf(output->message, sizeof output->message, "libpng could not start a writer (out of memory?)");
    return 0;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    legible_png_output_free(output);
    return 0;
  }
  png_set_write_fn(png, output, legible_png_append, legible_png_flush);
  png_set_IHDR(png, info, width, height, 8, write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, info);
  for (size_t offset = 0; offset < stream_size; offset += 1 << 20) {
    size_t length = stream_size - offset < (1 << 20) ? stream_size - offset : (1 << 20);
    png_write_chunk(png, (png_const_bytep) "IDAT", stream + offset, length);
  }
  png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
  png_destroy_write_struct(&png, &info);
  return 1;
}

// A PNG read row by row through libpng's classic API (begin, prepare, then rows), so that a
// consumer can work on the first rows while the rest are still being inflated. Every setjmp
// stays in the functions below; Swift only sees their 0/1 results and `message`. The transformations are the ones libpng's
// simplified reader (png_image_finish_read with PNG_FORMAT_RGBA) sets up for a non-linear
// 8-bit output from a file without color chunks, so the rows are byte-identical to it: palette,
// low bit depths and tRNS expanded, gray copied to RGB, an opaque alpha byte added when the
// file has none, and no gamma change (the file's default gamma and the output's are sRGB).
// Only 8-bit-or-less, non-interlaced files: the caller checks the header first.
typedef struct {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
  // As png_image's message: libpng's error, cut to 63 bytes the same way.
  char message[64];
} legible_png_reader;

static inline void legible_png_reader_error(png_structp png, png_const_charp text) {
  legible_png_reader *reader = (legible_png_reader *)png_get_error_ptr(png);
  size_t n = strlen(text);
  if (n > sizeof reader->message - 1) n = sizeof reader->message - 1;
  memcpy(reader->message, text, n);
  reader->message[n] = '\0';
  png_longjmp(png, 1);
}

static inline void legible_png_reader_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static inline void legible_png_reader_input(png_structp png, png_bytep bytes, size_t length) {
  legible_png_reader *reader = (legible_png_reader *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) png_error(png, "read beyond end of data");
  memcpy(bytes, reader->data + reader->offset, length);
  reader->offset += length;
}

// Frees libpng's state (safe to call twice, or after a failed begin).
static inline void legible_png_reader_end(legible_png_reader *reader) {
  if (reader->png != NULL) png_destroy_read_struct(&reader->png, &reader->info, NULL);
  reader->png = NULL;
  reader->info = NULL;
}

// Reads the header of the PNG in data[0..<size] (which must outlive the reader). Returns 1, or
// 0 with message set (call legible_png_reader_end either way).
static inline int legible_png_reader_begin(legible_png_reader *reader, const unsigned char *data, size_t size) {
  memset(reader, 0, sizeof *reader);
  reader->data = data;
  reader->size = size;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, legible_png_reader_error,
                                       legible_png_reader_warning);
  if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
  if (reader->info == NULL) {
    snprintf(reader->message, sizeof reader->message, "out of memory");
    return 0;
  }
  if (setjmp(png_jmpbuf(reader->png))) return 0;
  png_set_read_fn(reader->png, reader, legible_png_reader_input);
#ifdef PNG_BENIGN_ERRORS_SUPPORTED
  png_set_benign_errors(reader->png, 1);  // as png_image_read_header does
#endif
  png_read_info(reader->png, reader->info);
  if (png_get_bit_depth(reader->png, reader->info) > 8 || png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE) {
    snprintf(reader->message, sizeof reader->message, "not an 8-bit non-interlaced image");
    return 0;
  }
  return 1;
}

// Sets up the transformations (after legible_png_reader_begin). Returns 1, or 0 with message set.
static inline int legible_png_reader_prepare(legible_png_reader *reader) {
  if (setjmp(png_jmpbuf(reader->png))) return 0;
  int color = png_get_color_type(reader->png, reader->info);
  // The calls png_image_read_direct makes for PNG_FORMAT_RGBA, in its order.
  png_set_expand(reader->png);
  if ((color & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(reader->png);
  png_set_alpha_mode_fixed(reader->png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  int transparent = 0;  // png_image_format's test: libpng's count of tRNS entries
  if (png_get_valid(reader->png, reader->info, PNG_INFO_tRNS)) {
    png_bytep alphas = NULL;
    png_color_16p key = NULL;
    png_get_tRNS(reader->png, reader->info, &alphas, &transparent, &key);
  }
  if ((color & PNG_COLOR_MASK_ALPHA) == 0 && transparent <= 0) png_set_add_alpha(reader->png, 255, PNG_FILLER_AFTER);
  png_set_alpha_mode_fixed(reader->png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  (void)png_set_interlace_handling(reader->png);
  png_read_update_info(reader->png, reader->info);
  if (png_get_rowbytes(reader->png, reader->info) != (size_t)png_get_image_width(reader->png, reader->info) * 4) {
    snprintf(reader->message, sizeof reader->message, "unexpected row format");
    return 0;
  }
  return 1;
}

// Reads the next `rows` rows, `stride` bytes apart, at `pixels`. Returns 1, or 0 with message
// set; after a 0 the reader may only be ended.
static inline int legible_png_reader_rows(legible_png_reader *reader, unsigned char *pixels, size_t stride,
                                          png_uint_32 rows) {
  if (setjmp(png_jmpbuf(reader->png))) return 0;
  for (png_uint_32 y = 0; y < rows; y++) png_read_row(reader->png, pixels + (size_t)y * stride, NULL);
  return 1;
}

#endif
