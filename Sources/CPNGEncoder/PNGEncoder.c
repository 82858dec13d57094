#include "PNGEncoder.h"

#include <isa-l/igzip_lib.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// The pixels are converted and filtered a band of rows at a time (about this many bytes), and
// each band is handed to igzip: the band stays in cache between the two, and no buffer the
// size of the picture is needed.
enum { band_bytes = 256 * 1024, band_slack = 4096 };

/// A buffer that grows: the file being written, or the compressed image data.
struct output {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
};

/// Makes room for `count` more bytes; 0 when memory runs out.
static int reserve(struct output *out, size_t count) {
    if (out->length + count <= out->capacity) return 1;
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->length + count) capacity *= 2;
    unsigned char *grown = realloc(out->bytes, capacity);
    if (!grown) return 0;
    // Zeroed: igzip may leave bits it does not need (padding) as the buffer had them, and the
    // same picture must always give the same bytes.
    memset(grown + out->capacity, 0, capacity - out->capacity);
    out->bytes = grown;
    out->capacity = capacity;
    return 1;
}

static void write_bytes(png_structp png, png_bytep data, png_size_t count) {
    struct output *out = png_get_io_ptr(png);
    if (!reserve(out, count)) png_error(png, "out of memory");
    memcpy(out->bytes + out->length, data, count);
    out->length += count;
}

static void flush_nothing(png_structp png) { (void)png; }

/// libpng's errors end in a longjmp back to the encoder (libpng's default handler would abort).
static void fail(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// One row as RGB bytes, alpha dropped; returns the AND of the row's pixels (their alpha is
/// 255 only if every pixel is opaque). Four pixels (three 32-bit words of output) at a time.
static uint32_t convert_rgb(const uint32_t *source, unsigned char *target, int width) {
    uint32_t all = 0xFFFFFFFFu;
    int x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 4 <= width; x += 4) {
        uint32_t p0 = source[x], p1 = source[x + 1], p2 = source[x + 2], p3 = source[x + 3];
        all &= p0 & p1 & p2 & p3;
        // 0xAARRGGBB → 0x00BBGGRR: the bytes R, G, B in memory order (little-endian).
        uint32_t c0 = __builtin_bswap32(p0) >> 8, c1 = __builtin_bswap32(p1) >> 8;
        uint32_t c2 = __builtin_bswap32(p2) >> 8, c3 = __builtin_bswap32(p3) >> 8;
        uint32_t words[3] = {c0 | c1 << 24, c1 >> 8 | c2 << 16, c2 >> 16 | c3 << 8};
        memcpy(target, words, sizeof words);
        target += 12;
    }
#endif
    for (; x < width; x++) {
        uint32_t pixel = source[x];
        all &= pixel;
        target[0] = (unsigned char)(pixel >> 16);
        target[1] = (unsigned char)(pixel >> 8);
        target[2] = (unsigned char)pixel;
        target += 3;
    }
    return all;
}

/// One row as unpremultiplied RGBA bytes.
static void convert_rgba(const uint32_t *source, unsigned char *target, int width) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = source[x];
        unsigned alpha = pixel >> 24;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Opaque and clear pixels, most of a picture, as one 32-bit word: R, G, B, A in memory.
        if (alpha == 255 || alpha == 0) {
            uint32_t word = alpha == 0 ? 0 : (pixel & 0xFF00FF00u) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16);
            memcpy(target + 4 * (size_t)x, &word, 4);
            continue;
        }
#endif
        unsigned red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
        if (alpha == 0) {
            red = green = blue = 0;
        } else if (alpha != 255) {
            // Cairo's unpremultiply: (c × 255 + a / 2) / a.
            red = (red * 255 + alpha / 2) / alpha;
            green = (green * 255 + alpha / 2) / alpha;
            blue = (blue * 255 + alpha / 2) / alpha;
        }
        unsigned char *pixel_bytes = target + 4 * (size_t)x;
        pixel_bytes[0] = (unsigned char)red;
        pixel_bytes[1] = (unsigned char)green;
        pixel_bytes[2] = (unsigned char)blue;
        pixel_bytes[3] = (unsigned char)alpha;
    }
}

/// Compresses `count` bytes of filtered rows into `compressed` (the end of the stream when
/// `last`); 0 on failure.
static int deflate_band(struct isal_zstream *stream, struct output *compressed, unsigned char *band, size_t count,
                        int last) {
    stream->next_in = band;
    stream->avail_in = (uint32_t)count;
    stream->end_of_stream = last;
    for (;;) {
        if (!reserve(compressed, count / 4 + 65536)) return 0;
        size_t room = compressed->capacity - compressed->length;
        stream->next_out = compressed->bytes + compressed->length;
        stream->avail_out = room > UINT32_MAX ? UINT32_MAX : (uint32_t)room;
        uint32_t before = stream->avail_out;
        if (isal_deflate(stream) != COMP_OK) return 0;
        compressed->length += before - stream->avail_out;
        if (stream->avail_in == 0 && (!last || stream->internal_state.state == ZSTATE_END)) return 1;
    }
}

enum { failed = 0, done = 1, not_opaque = 2 };

/// The zlib stream of the filtered image data: `failed`, `done`, or, when `opaque` was asked
/// for and a pixel is not, `not_opaque`.
static int compress_image(const unsigned char *pixels, int width, int height, int stride, int opaque, int level,
                          struct output *compressed) {
    size_t channels = opaque ? 3 : 4, row_bytes = (size_t)width * channels;
    size_t rows_per_band = band_bytes / (row_bytes + 1);
    if (rows_per_band < 1) rows_per_band = 1;
    unsigned char *rows = calloc(2, row_bytes);  // this row and the one above, unfiltered
    // igzip reads a little past the end of its input (whole words at a time); zeroed slack
    // after the band keeps those bytes the same from one picture to the next, instead of
    // whatever another thread left in the heap there (the output's bytes depended on them).
    unsigned char *band = calloc(rows_per_band * (row_bytes + 1) + band_slack, 1);
    struct isal_zstream *stream = calloc(1, sizeof *stream);  // about 300 KB: not on the stack
    if (level < 0) level = 0;
    if (level > ISAL_DEF_MAX_LEVEL) level = ISAL_DEF_MAX_LEVEL;
    static const uint32_t level_buffer_sizes[] = {ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT,
                                                   ISAL_DEF_LVL3_DEFAULT};
    uint32_t level_buffer_size = level_buffer_sizes[level];
    // Everything igzip is given is zeroed, so that nothing it reads depends on the heap.
    unsigned char *level_buffer = level_buffer_size ? calloc(1, level_buffer_size) : NULL;
    int result = rows && band && stream && (level_buffer || !level_buffer_size) ? done : failed;
    if (result == done) {
        isal_deflate_init(stream);
        stream->gzip_flag = IGZIP_ZLIB;
        stream->level = (uint32_t)level;
        stream->level_buf = level_buffer;
        stream->level_buf_size = level_buffer_size;
        stream->flush = NO_FLUSH;
    }
    unsigned char *above = rows, *current = rows + row_bytes;
    for (int y = 0; result == done && y < height;) {
        size_t count = 0;
        for (size_t r = 0; r < rows_per_band && y < height; r++, y++) {
            const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
            if (opaque) {
                if ((convert_rgb(source, current, width) >> 24) != 0xFF) {
                    result = not_opaque;
                    break;
                }
            } else {
                convert_rgba(source, current, width);
            }
            // The "up" filter: each byte minus the byte above it (zero above the first row).
            unsigned char *target = band + count;
            target[0] = 2;
            for (size_t i = 0; i < row_bytes; i++) target[1 + i] = (unsigned char)(current[i] - above[i]);
            count += row_bytes + 1;
            unsigned char *swap = above;
            above = current;
            current = swap;
        }
        if (result == done && !deflate_band(stream, compressed, band, count, y == height)) result = failed;
    }
    free(level_buffer);
    free(stream);
    free(band);
    free(rows);
    return result;
}

unsigned char *trellis_png_encode(const unsigned char *pixels, int width, int height, int stride, int level,
                                  size_t *length) {
    *length = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) return NULL;
    // RGB first, as most pictures are opaque; RGBA from the start again at the first pixel that
    // is not (a transparent canvas usually shows one in its first row).
    int opaque = 1;
    struct output compressed = {0};
    int result = compress_image(pixels, width, height, stride, opaque, level, &compressed);
    if (result == not_opaque) {
        opaque = 0;
        if (compressed.bytes) memset(compressed.bytes, 0, compressed.capacity);
        compressed.length = 0;
        result = compress_image(pixels, width, height, stride, opaque, level, &compressed);
    }
    if (result != done) {
        free(compressed.bytes);
        return NULL;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, fail, ignore_warning);
    if (!png) {
        free(compressed.bytes);
        return NULL;
    }
    png_infop info = png_create_info_struct(png);
    struct output out = {0};
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(compressed.bytes);
        free(out.bytes);
        return NULL;
    }
    png_set_write_fn(png, &out, write_bytes, flush_nothing);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);  // the signature and IHDR
    // The image data, already compressed, in chunks of at most 1 GiB (a chunk's length has 31 bits).
    const size_t chunk = (size_t)1 << 30;
    for (size_t offset = 0; offset < compressed.length; offset += chunk) {
        size_t count = compressed.length - offset < chunk ? compressed.length - offset : chunk;
        png_write_chunk(png, (png_const_bytep) "IDAT", compressed.bytes + offset, count);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    free(compressed.bytes);
    *length = out.length;
    return out.bytes;
}
