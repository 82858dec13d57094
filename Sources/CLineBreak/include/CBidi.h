// The Unicode Bidirectional Algorithm (UAX #9) from ICU's ubidi, behind plain C functions, for the
// same reason as the line breaks: ICU's headers clash with Foundation's private ICU copy in Swift.
#ifndef TRELLIS_CBIDI_H
#define TRELLIS_CBIDI_H

#include <stdint.h>

/// Resolves the embedding level of each UTF-16 unit of one paragraph (rules P2 to I2). The
/// paragraph takes the direction of its first strong character, or, when it has none, right to
/// left if `defaultRightToLeft` is non-zero and left to right otherwise. `levels` must hold
/// `length` entries. Returns the paragraph's level (0 or 1), or -1 if ICU failed.
int32_t trellis_bidi_paragraph_levels(const uint16_t *text, int32_t length, int32_t defaultRightToLeft, uint8_t *levels);

/// The levels of lines of one paragraph after rule L1 (whitespace at the end of a line takes the
/// paragraph's level): line `i` is the units `starts[i]` ..< `ends[i]`, and its levels are
/// written one after the other into `levels`, which must hold the sum of the lines' lengths.
/// Returns 0, or -1 if ICU failed.
int32_t trellis_bidi_line_levels(
    const uint16_t *text, int32_t length, int32_t defaultRightToLeft, const int32_t *starts, const int32_t *ends,
    int32_t lineCount, uint8_t *levels);

/// The visual order of `count` runs of the given levels (rule L2): `visualToLogical[i]` is the
/// index of the run shown `i`-th from the left.
void trellis_bidi_visual_order(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

#endif
