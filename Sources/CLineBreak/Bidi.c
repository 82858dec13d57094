#include "CBidi.h"

#include <unicode/ubidi.h>
#include <unicode/utypes.h>

static UBiDi *open_paragraph(const uint16_t *text, int32_t length, int32_t defaultRightToLeft) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *paragraph = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || paragraph == NULL) {
        return NULL;
    }
    UBiDiLevel level = defaultRightToLeft ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR;
    ubidi_setPara(paragraph, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(paragraph);
        return NULL;
    }
    return paragraph;
}

int32_t trellis_bidi_paragraph_levels(const uint16_t *text, int32_t length, int32_t defaultRightToLeft, uint8_t *levels) {
    UBiDi *paragraph = open_paragraph(text, length, defaultRightToLeft);
    if (paragraph == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    const UBiDiLevel *resolved = ubidi_getLevels(paragraph, &status);
    int32_t result = -1;
    if (U_SUCCESS(status) && resolved != NULL) {
        for (int32_t index = 0; index < length; index++) {
            levels[index] = resolved[index];
        }
        result = ubidi_getParaLevel(paragraph) & 1;
    }
    ubidi_close(paragraph);
    return result;
}

int32_t trellis_bidi_line_levels(
    const uint16_t *text, int32_t length, int32_t defaultRightToLeft, const int32_t *starts, const int32_t *ends,
    int32_t lineCount, uint8_t *levels) {
    UBiDi *paragraph = open_paragraph(text, length, defaultRightToLeft);
    if (paragraph == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *line = ubidi_openSized(length, 0, &status);
    int32_t written = 0;
    for (int32_t index = 0; index < lineCount && U_SUCCESS(status); index++) {
        int32_t lineLength = ends[index] - starts[index];
        if (lineLength <= 0) {
            continue;
        }
        ubidi_setLine(paragraph, starts[index], ends[index], line, &status);
        const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(line, &status) : NULL;
        if (U_FAILURE(status) || resolved == NULL) {
            break;
        }
        for (int32_t offset = 0; offset < lineLength; offset++) {
            levels[written + offset] = resolved[offset];
        }
        written += lineLength;
    }
    if (line != NULL) {
        ubidi_close(line);
    }
    ubidi_close(paragraph);
    return U_SUCCESS(status) ? 0 : -1;
}

void trellis_bidi_visual_order(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visualToLogical);
}
