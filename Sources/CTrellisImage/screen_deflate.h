// A fast deflate writer for the image data of screens, used by the PNG writer.

#ifndef TRELLIS_SCREEN_DEFLATE_H
#define TRELLIS_SCREEN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes `tt_screen_deflate` writes for `length` bytes of data.
size_t tt_screen_deflate_bound(size_t length);

/// Compresses `length` bytes of PNG image data (rows of `row_length` bytes,
/// filter byte included, pixels of `pixel_length` bytes, filtered with
/// "none") into a zlib stream at `out`, trying the pixel to the left and the
/// row above before anything else. Returns the stream's length, or 0 if it
/// does not fit in `capacity` bytes or memory runs out.
size_t tt_screen_deflate(const uint8_t *data, size_t length, size_t row_length, size_t pixel_length,
                         uint8_t *out, size_t capacity);

#endif
