// Decoding PNG and JPEG; see include/trellis_image.h.

#include "trellis_image.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

static int32_t fail(TTImage *image, const char *message) {
    snprintf(image->error, sizeof image->error, "%s", message);
    return 0;
}

int32_t tt_image_size_is_acceptable(int64_t width, int64_t height, char *error, size_t capacity) {
    const char *problem = NULL;
    if (width <= 0 || height <= 0)
        problem = "the image has no pixels";
    else if (width > TT_IMAGE_MAX_SIDE || height > TT_IMAGE_MAX_SIDE)
        problem = "the image is too large (a side over 32,767 pixels)";
    else if (width * height > TT_IMAGE_MAX_PIXELS)
        problem = "the image is too large (over 64 megapixels)";
    if (!problem) return 1;
    if (error && capacity > 0) snprintf(error, capacity, "%s", problem);
    return 0;
}

static int32_t acceptable_size(TTImage *image, uint32_t width, uint32_t height) {
    return tt_image_size_is_acceptable(width, height, image->error, sizeof image->error);
}

static int32_t decode_png(const uint8_t *data, size_t length, TTImage *image) {
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    // This reads the signature and the chunks up to the first image data
    // (IHDR among them) and allocates nothing for the pixels: the size is
    // checked before the one allocation that depends on it. libpng itself
    // refuses a side over a million pixels here, and an ancillary chunk
    // (text, ICC profile) that would take more than 8 MB.
    if (!png_image_begin_read_from_memory(&png, data, length)) return fail(image, png.message);
    if (!acceptable_size(image, png.width, png.height)) {
        png_image_free(&png);
        return 0;
    }
    png.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = malloc(PNG_IMAGE_SIZE(png));
    if (!pixels) {
        png_image_free(&png);
        return fail(image, "out of memory");
    }
    if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
        free(pixels);
        return fail(image, png.message);
    }
    image->width = (int32_t)png.width;
    image->height = (int32_t)png.height;
    image->pixels = pixels;
    return 1;
}

/// libjpeg reports errors by calling error_exit, which must not return:
/// it jumps back to the decoder with the message.
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int truncated;
} JPEGErrors;

static void jpeg_failed(j_common_ptr info) {
    JPEGErrors *errors = (JPEGErrors *)info->err;
    info->err->format_message(info, errors->message);
    longjmp(errors->jump, 1);
}

static void jpeg_warned(j_common_ptr info, int level) {
    // A warning (level −1) of missing data means the file was cut short;
    // libjpeg would fill the rest with grey.
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) ((JPEGErrors *)info->err)->truncated = 1;
}

static int32_t decode_jpeg(const uint8_t *data, size_t length, TTImage *image) {
    struct jpeg_decompress_struct info;
    JPEGErrors errors;
    uint8_t *volatile pixels = NULL;
    memset(&errors, 0, sizeof errors);
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_failed;
    errors.manager.emit_message = jpeg_warned;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return fail(image, errors.message);
    }
    jpeg_create_decompress(&info);
    // Without a backing store, a decoder that would need more fails cleanly.
    info.mem->max_memory_to_use = TT_IMAGE_MAX_DECODER_MEMORY;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    // The size is checked from the header, before jpeg_start_decompress
    // allocates its buffers (for a progressive JPEG, the whole image's).
    jpeg_calc_output_dimensions(&info);
    if (!acceptable_size(image, info.output_width, info.output_height)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (!pixels) {
        jpeg_destroy_decompress(&info);
        return fail(image, "out of memory");
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (errors.truncated) {
        free(pixels);
        return fail(image, "the JPEG data ends before the image does");
    }
    image->width = (int32_t)info.output_width;
    image->height = (int32_t)info.output_height;
    image->pixels = pixels;
    return 1;
}

int32_t tt_image_decode(const uint8_t *data, size_t length, TTImage *image) {
    memset(image, 0, sizeof *image);
    if (!data || length < 4) return fail(image, "too short to be an image");
    static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (length >= 8 && memcmp(data, png_signature, 8) == 0) {
        int32_t decoded = tt_png_decode(data, length, image);
        return decoded >= 0 ? decoded : decode_png(data, length, image);
    }
    if (data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) return decode_jpeg(data, length, image);
    return fail(image, "not PNG or JPEG data");
}

void tt_image_free(TTImage *image) {
    free(image->pixels);
    image->pixels = NULL;
}

int32_t tt_image_encode_jpeg(const uint8_t *rgba, int32_t width, int32_t height, int32_t quality, TTEncoded *out) {
    memset(out, 0, sizeof *out);
    if (width <= 0 || height <= 0) return 0;
    struct jpeg_compress_struct info;
    JPEGErrors errors;
    memset(&errors, 0, sizeof errors);
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_failed;
    errors.manager.emit_message = jpeg_warned;
    unsigned char *volatile bytes = NULL;
    unsigned long length = 0;
    if (setjmp(errors.jump)) {
        jpeg_destroy_compress(&info);
        free(bytes);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&bytes, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 0 ? 0 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    out->bytes = bytes;
    out->length = length;
    return 1;
}

void tt_encoded_free(TTEncoded *encoded) {
    free(encoded->bytes);
    encoded->bytes = NULL;
    encoded->length = 0;
}
