// PNG written and read for the images Trellis makes itself (8-bit RGB or
// RGBA, not interlaced); see include/trellis_image.h.
//
// A snapshot test reads a reference and, when recording, writes one for
// every screen it takes: both are on the path of every test. Writing one
// filter in one pass skips libpng's per-row filter trials: rows unfiltered
// for the screen writer (screen_deflate.c), which finds the row above by
// itself, or filtered "up" for libdeflate (a screen's repeated rows become
// zeros). libdeflate inflates several times faster than zlib. Any PNG this
// reader does not take exactly as libpng would (palettes, 16 bits,
// interlacing, gamma or colour profiles, transparency keys, damaged data) is
// left to libpng, so what is accepted, and the message for what is not, stay
// libpng's.

#include "trellis_image.h"
#include "screen_deflate.h"

#include <stdlib.h>
#include <string.h>

#include <libdeflate.h>

static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static uint32_t read_u32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static void write_u32(uint8_t *bytes, uint32_t value) {
    bytes[0] = (uint8_t)(value >> 24);
    bytes[1] = (uint8_t)(value >> 16);
    bytes[2] = (uint8_t)(value >> 8);
    bytes[3] = (uint8_t)value;
}

/// The private chunk holding a pixel digest: ancillary, private, and not
/// safe to copy (an editor that changes the image drops it).
static const char digest_chunk_type[4] = {'t', 'l', 'P', 'X'};
/// Two 64-bit words of digest, then the CRC of the image data chunk.
static const uint32_t digest_chunk_length = 20;

// MARK: Writing

/// Appends a chunk's length, type and data; its CRC is written by `end_chunk`.
static uint8_t *begin_chunk(uint8_t *at, const char type[4], uint32_t length) {
    write_u32(at, length);
    memcpy(at + 4, type, 4);
    return at + 8;
}

/// Writes the CRC of the chunk whose data ended at `end` and was `length` bytes long.
static uint8_t *end_chunk(uint8_t *end, uint32_t length) {
    write_u32(end, (uint32_t)libdeflate_crc32(0, end - length - 4, length + 4));
    return end + 4;
}

/// One row of the source in PNG's byte order: R, G, B and, unless `opaque`,
/// A, not premultiplied (`scratch`: room for a row of RGBA).
static void png_row(const uint8_t *source, TTPixelOrder order, int32_t width, int opaque, uint8_t *scratch, uint8_t *row) {
    if (order == TT_PIXELS_ARGB32_PREMULTIPLIED) {
        tt_argb32_to_rgba(source, width, 1, (size_t)width * 4, scratch);
        source = scratch;
    }
    if (!opaque) {
        memcpy(row, source, (size_t)width * 4);
        return;
    }
    // Four bytes copied for three: the fourth is overwritten by the next pixel.
    for (int32_t x = 0; x + 1 < width; x++, source += 4, row += 3) memcpy(row, source, 4);
    if (width > 0) memcpy(row, source, 3);
}

static int is_opaque(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, TTPixelOrder order) {
    // Alphas are ANDed a row at a time (a loop without an exit vectorises).
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        uint8_t alphas = 255;
        if (order == TT_PIXELS_RGBA) {
            for (int32_t x = 0; x < width; x++) alphas &= row[x * 4 + 3];
        } else {
            const uint32_t *words = (const uint32_t *)row;
            uint32_t all = 0xFFFFFFFFu;
            for (int32_t x = 0; x < width; x++) all &= words[x];
            alphas = (uint8_t)(all >> 24);
        }
        if (alphas != 255) return 0;
    }
    return 1;
}

int32_t tt_png_encode(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, TTPixelOrder order, int32_t level,
                      const uint64_t *digest, TTEncoded *out) {
    memset(out, 0, sizeof *out);
    if (!pixels || !tt_image_size_is_acceptable(width, height, NULL, 0)) return 0;
    // An opaque image is written without its alpha channel: a quarter less to compress, and smaller.
    int opaque = is_opaque(pixels, width, height, stride, order);
    size_t channels = opaque ? 3 : 4, row_bytes = (size_t)width * channels;
    size_t raw_length = (row_bytes + 1) * (size_t)height;
    uint8_t *raw = malloc(raw_length);
    uint8_t *rows = malloc(row_bytes * 2 + (size_t)width * 4);
    // Level 0: the screen writer, which finds the row above by itself.
    int screen = level <= 0;
    struct libdeflate_compressor *compressor = screen ? NULL : libdeflate_alloc_compressor(level > 12 ? 12 : level);
    size_t bound = screen ? tt_screen_deflate_bound(raw_length)
                 : compressor ? libdeflate_zlib_compress_bound(compressor, raw_length) : 0;
    uint8_t *bytes = (screen || compressor) && bound < 0x7FFFFFFF ? malloc(8 + 25 + 12 + bound + 12 + digest_chunk_length + 12) : NULL;
    if (!raw || !rows || !bytes) {
        free(raw);
        free(rows);
        free(bytes);
        if (compressor) libdeflate_free_compressor(compressor);
        return 0;
    }
    // For libdeflate every row is filtered with "up": its bytes minus the
    // bytes above (none above the first); for the screen writer, with "none".
    uint8_t *previous = rows, *current = rows + row_bytes;
    memset(previous, 0, row_bytes);
    for (int32_t y = 0; y < height; y++) {
        uint8_t *target = raw + (size_t)y * (row_bytes + 1);
        if (screen) {
            target[0] = 0;
            png_row(pixels + (size_t)y * stride, order, width, opaque, rows + row_bytes * 2, target + 1);
            continue;
        }
        png_row(pixels + (size_t)y * stride, order, width, opaque, rows + row_bytes * 2, current);
        target[0] = 2;
        for (size_t i = 0; i < row_bytes; i++) target[1 + i] = (uint8_t)(current[i] - previous[i]);
        uint8_t *swap = previous;
        previous = current;
        current = swap;
    }
    free(rows);

    uint8_t *at = bytes;
    memcpy(at, signature, 8);
    at = begin_chunk(at + 8, "IHDR", 13);
    write_u32(at, (uint32_t)width);
    write_u32(at + 4, (uint32_t)height);
    at[8] = 8;                       // bits per channel
    at[9] = opaque ? 2 : 6;          // RGB or RGBA
    at[10] = at[11] = at[12] = 0;    // deflate, adaptive filtering, not interlaced
    at = end_chunk(at + 13, 13);
    uint8_t *data = begin_chunk(at, "IDAT", 0);
    size_t compressed = screen ? tt_screen_deflate(raw, raw_length, row_bytes + 1, channels, data, bound)
                               : libdeflate_zlib_compress(compressor, raw, raw_length, data, bound);
    if (compressor) libdeflate_free_compressor(compressor);
    free(raw);
    if (compressed == 0) {
        free(bytes);
        return 0;
    }
    write_u32(at, (uint32_t)compressed);
    at = end_chunk(data + compressed, (uint32_t)compressed);
    if (digest) {
        // The digest, and the CRC of the image data it describes (just written before it).
        uint8_t *record = begin_chunk(at, digest_chunk_type, digest_chunk_length);
        write_u32(record, (uint32_t)(digest[0] >> 32));
        write_u32(record + 4, (uint32_t)digest[0]);
        write_u32(record + 8, (uint32_t)(digest[1] >> 32));
        write_u32(record + 12, (uint32_t)digest[1]);
        memcpy(record + 16, at - 4, 4);
        at = end_chunk(record + digest_chunk_length, digest_chunk_length);
    }
    at = end_chunk(begin_chunk(at, "IEND", 0), 0);
    out->bytes = bytes;
    out->length = (size_t)(at - bytes);
    return 1;
}

// MARK: Reading

static uint8_t paeth(uint8_t left, uint8_t above, uint8_t above_left) {
    int p = (int)left + above - above_left;
    int pa = abs(p - left), pb = abs(p - above), pc = abs(p - above_left);
    if (pa <= pb && pa <= pc) return left;
    return pb <= pc ? above : above_left;
}

/// Undoes one row's filter: `row` holds the filtered bytes and becomes the
/// raw ones; `above` is the raw row above (zeros for the first). 0 for an unknown filter.
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *above, size_t length, size_t bpp) {
    switch (filter) {
    case 0:
        return 1;
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + above[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < length; i++) {
            unsigned left = i >= bpp ? row[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + ((left + above[i]) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < length; i++) {
            uint8_t left = i >= bpp ? row[i - bpp] : 0, above_left = i >= bpp ? above[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + paeth(left, above[i], above_left));
        }
        return 1;
    default:
        return 0;
    }
}

int32_t tt_png_decode_size(const uint8_t *data, size_t length, int32_t *width, int32_t *height) {
    if (!data || length < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
    const uint8_t *header = data + 8;
    if (read_u32(header) != 13 || memcmp(header + 4, "IHDR", 4) != 0) return 0;
    if (read_u32(header + 21) != (uint32_t)libdeflate_crc32(0, header + 4, 17)) return 0;
    uint32_t columns = read_u32(header + 8), rows = read_u32(header + 12);
    uint8_t depth = header[16], color = header[17];
    if (depth != 8 || (color != 2 && color != 6) || header[18] != 0 || header[19] != 0 || header[20] != 0) return 0;
    if (!tt_image_size_is_acceptable(columns, rows, NULL, 0)) return 0;
    *width = (int32_t)columns;
    *height = (int32_t)rows;
    return 1;
}

int32_t tt_png_decode(const uint8_t *data, size_t length, TTImage *image) {
    int32_t width, height;
    if (!tt_png_decode_size(data, length, &width, &height)) return -1;
    uint8_t *pixels = malloc((size_t)width * (size_t)height * 4);
    if (!pixels) return -1;
    if (tt_png_decode_into(data, length, pixels) != 1) {
        free(pixels);
        return -1;
    }
    image->width = width;
    image->height = height;
    image->pixels = pixels;
    return 1;
}

int32_t tt_png_decode_into(const uint8_t *data, size_t length, uint8_t *pixels) {
    int32_t columns, rows;
    if (!tt_png_decode_size(data, length, &columns, &rows)) return -1;
    uint32_t width = (uint32_t)columns, height = (uint32_t)rows;
    uint8_t color = data[8 + 17];

    // Find the image data (one run of IDAT chunks) and the end, checking every length and CRC on the way.
    size_t at = 8 + 25, first_data = 0, data_length = 0, data_chunks = 0;
    int data_ended = 0, ended = 0;
    while (!ended) {
        if (length - at < 12) return -1;
        uint32_t chunk_length = read_u32(data + at);
        const uint8_t *type = data + at + 4;
        if (chunk_length > 0x7FFFFFFF || length - at - 12 < chunk_length) return -1;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (data_ended) return -1;
            if (data_chunks++ == 0) first_data = at;
            data_length += chunk_length;
        } else {
            if (data_chunks > 0) data_ended = 1;
            if (memcmp(type, "IEND", 4) == 0) ended = 1;
            // Chunks that change the colours read (or that this reader does not know and must not skip) go to libpng.
            else if (!(type[0] & 0x20) || memcmp(type, "tRNS", 4) == 0 || memcmp(type, "gAMA", 4) == 0 ||
                     memcmp(type, "cHRM", 4) == 0 || memcmp(type, "iCCP", 4) == 0 || memcmp(type, "sBIT", 4) == 0)
                return -1;
        }
        if (read_u32(data + at + 8 + chunk_length) != (uint32_t)libdeflate_crc32(0, type, chunk_length + 4)) return -1;
        at += 12 + (size_t)chunk_length;
    }
    if (data_chunks == 0) return -1;

    // The compressed stream, gathered from its chunks when there are several.
    const uint8_t *compressed = data + first_data + 8;
    uint8_t *gathered = NULL;
    if (data_chunks > 1) {
        gathered = malloc(data_length);
        if (!gathered) return -1;
        size_t written = 0;
        for (size_t chunk = first_data; written < data_length;) {
            uint32_t chunk_length = read_u32(data + chunk);
            memcpy(gathered + written, data + chunk + 8, chunk_length);
            written += chunk_length;
            chunk += 12 + (size_t)chunk_length;
        }
        compressed = gathered;
    }

    size_t channels = color == 6 ? 4 : 3, row_bytes = (size_t)width * channels;
    size_t raw_length = (row_bytes + 1) * (size_t)height;
    uint8_t *raw = malloc(raw_length);
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    size_t inflated = 0;
    int ok = raw && decompressor &&
             libdeflate_zlib_decompress(decompressor, compressed, data_length, raw, raw_length, &inflated) == LIBDEFLATE_SUCCESS &&
             inflated == raw_length;
    if (decompressor) libdeflate_free_decompressor(decompressor);
    free(gathered);

    // Rows unfiltered in place; each one, once raw, is the row above of the next.
    uint8_t *above_buffer = ok ? calloc(row_bytes, 1) : NULL;
    ok = ok && above_buffer;
    const uint8_t *above = above_buffer;
    for (uint32_t y = 0; ok && y < height; y++) {
        uint8_t *row = raw + (size_t)y * (row_bytes + 1);
        ok = unfilter(row[0], row + 1, above, row_bytes, channels);
        above = row + 1;
        uint8_t *target = pixels + (size_t)y * width * 4;
        if (channels == 4) {
            memcpy(target, row + 1, row_bytes);
        } else {
            const uint8_t *source = row + 1;
            for (uint32_t x = 0; x < width; x++, source += 3, target += 4) {
                target[0] = source[0];
                target[1] = source[1];
                target[2] = source[2];
                target[3] = 255;
            }
        }
    }
    free(above_buffer);
    free(raw);
    return ok ? 1 : -1;
}

int32_t tt_png_recorded_digest(const uint8_t *data, size_t length, uint64_t digest[2]) {
    if (!data || length < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
    size_t at = 8, data_chunks = 0;
    const uint8_t *data_crc = NULL, *record = NULL;
    // Only lengths and types are read: the CRCs are compared, not computed.
    while (length - at >= 12) {
        uint32_t chunk_length = read_u32(data + at);
        const uint8_t *type = data + at + 4;
        if (chunk_length > 0x7FFFFFFF || length - at - 12 < chunk_length) return 0;
        if (memcmp(type, "IDAT", 4) == 0) {
            data_chunks++;
            data_crc = data + at + 8 + chunk_length;
        } else if (memcmp(type, digest_chunk_type, 4) == 0 && chunk_length == digest_chunk_length) {
            record = data + at + 8;
        } else if (memcmp(type, "IEND", 4) == 0) {
            break;
        }
        at += 12 + (size_t)chunk_length;
    }
    if (!record || data_chunks != 1 || memcmp(record + 16, data_crc, 4) != 0) return 0;
    digest[0] = (uint64_t)read_u32(record) << 32 | read_u32(record + 4);
    digest[1] = (uint64_t)read_u32(record + 8) << 32 | read_u32(record + 12);
    return 1;
}
