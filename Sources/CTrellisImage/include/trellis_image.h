// The C side of Trellis's images: PNG (libdeflate for Trellis's own files,
// libpng for the rest) and JPEG (libjpeg-turbo), decoded to 8-bit RGBA and
// encoded. Bad data is refused with a message, never a crash.
#ifndef TRELLIS_IMAGE_H
#define TRELLIS_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// A decoded image: rows of RGBA pixels, alpha not premultiplied.
typedef struct {
    int32_t width;
    int32_t height;
    uint8_t *pixels;        ///< width × height × 4 bytes (free with tt_image_free)
    char error[200];        ///< why decoding failed, when it did
} TTImage;

/// The most pixels an image may have: 64 megapixels, 256 MiB decoded. A
/// header can claim anything; what claims more is refused as its header is
/// read, before any memory is allocated for its pixels.
#define TT_IMAGE_MAX_PIXELS (64 * 1024 * 1024)

/// The longest side an image may have, in pixels: the largest image
/// surface Cairo can make, so that every decoded image can be drawn.
#define TT_IMAGE_MAX_SIDE 32767

/// The most memory libjpeg may take for itself while decoding (a progressive
/// JPEG keeps the coefficients of the whole image): 512 MiB.
#define TT_IMAGE_MAX_DECODER_MEMORY (512L * 1024 * 1024)

/// Whether an image of `width` × `height` pixels is within the limits above
/// (both sides at least 1). Returns 1, or 0 with `error` (if not NULL,
/// `capacity` bytes) saying why.
int32_t tt_image_size_is_acceptable(int64_t width, int64_t height, char *error, size_t capacity);

/// Decodes PNG or JPEG data. Returns 1 with `image` filled, or 0 with
/// `image->error` saying why (not an image, corrupt, truncated, no pixels,
/// too large). Dimensions are checked against the limits above where the
/// header is read, before the decoder allocates anything for the pixels.
int32_t tt_image_decode(const uint8_t *data, size_t length, TTImage *image);

/// Frees the pixels of a decoded image.
void tt_image_free(TTImage *image);

/// Encoded bytes (free with tt_encoded_free).
typedef struct {
    uint8_t *bytes;
    size_t length;
} TTEncoded;

/// Encodes RGBA pixels as JPEG at `quality` (0–100), alpha dropped. Returns 1, or 0 on failure.
int32_t tt_image_encode_jpeg(const uint8_t *rgba, int32_t width, int32_t height, int32_t quality, TTEncoded *out);

/// How the pixels handed to the encoder are laid out.
typedef enum {
    /// Bytes R, G, B, A; alpha not premultiplied (UIImage).
    TT_PIXELS_RGBA = 0,
    /// One native-endian 32-bit word a pixel, colours premultiplied by alpha (Cairo's ARGB32).
    TT_PIXELS_ARGB32_PREMULTIPLIED = 1,
} TTPixelOrder;

/// Encodes pixels as an 8-bit PNG: RGB when every pixel is opaque, RGBA
/// otherwise. `level` 1 (fastest) … 12 (smallest) compresses with libdeflate,
/// every row filtered with "up"; level 0 with the screen writer
/// (screen_deflate.h), rows unfiltered, several times faster for a somewhat
/// larger file. `stride` is the distance between rows in bytes.
/// With a `digest` (two words, from `tt_pixel_digest` of the same pixels as
/// RGBA), the file records it for `tt_png_recorded_digest`. Returns 1, or 0
/// on failure (no pixels, too large, out of memory).
int32_t tt_png_encode(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, TTPixelOrder order, int32_t level,
                      const uint64_t *digest, TTEncoded *out);

/// A 128-bit digest of `length` bytes of pixels of an image of `width` × `height`.
void tt_pixel_digest(const uint8_t *bytes, size_t length, int32_t width, int32_t height, uint64_t digest[2]);

/// The pixel digest a PNG written by `tt_png_encode` carries (a private
/// chunk, `tlPX`, after its image data), if it still describes that data:
/// 1 with `digest` filled when the chunk is there and the file has the one
/// image data chunk it was written with (same CRC), else 0.
int32_t tt_png_recorded_digest(const uint8_t *data, size_t length, uint64_t digest[2]);

/// Decodes an 8-bit RGB or RGBA PNG, not interlaced and without colour
/// management chunks, with libdeflate. Returns 1 with `image` filled, or −1
/// when the data is anything else or damaged: libpng then decodes it (or
/// says why it cannot), so what is accepted stays libpng's.
int32_t tt_png_decode(const uint8_t *data, size_t length, TTImage *image);

/// Whether `tt_png_decode_into` may take the data (its header is one it
/// reads, its size within the limits): 1 with the size, else 0.
int32_t tt_png_decode_size(const uint8_t *data, size_t length, int32_t *width, int32_t *height);

/// `tt_png_decode` into `width × height × 4` bytes the caller owns (the
/// size from `tt_png_decode_size`): 1, or −1 as `tt_png_decode`.
int32_t tt_png_decode_into(const uint8_t *data, size_t length, uint8_t *pixels);

/// Cairo's premultiplied ARGB32 pixels (`stride` bytes a row) as RGBA bytes, not premultiplied (`width × height × 4`);
/// `rgba` may be `pixels` itself when `stride` is `width × 4`.
void tt_argb32_to_rgba(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, uint8_t *rgba);

/// RGBA bytes, not premultiplied, as Cairo's premultiplied ARGB32 pixels (`stride` bytes a row).
void tt_rgba_to_argb32(const uint8_t *rgba, int32_t width, int32_t height, uint8_t *pixels, size_t stride);

/// Frees encoded bytes.
void tt_encoded_free(TTEncoded *encoded);

#endif
