/// The difference of two layout trees (`trellis layout`'s text, a view per line): the lines that
/// stayed, went and came, from a longest common subsequence of lines, so the review page shows
/// which views were proposed, or chose, another size. Long runs of unchanged lines fold away
/// around the changes, as in a unified diff.
enum LayoutTreeDifference {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// A line of the difference, or a run of unchanged lines folded away (the page shows it
    /// collapsed, to be opened).
    enum Piece: Equatable {
        case line(Line)
        case folded([String])
    }

    /// A word of a changed line, and whether the other line lacks it.
    struct Word: Equatable {
        var text: String
        var changed: Bool
    }

    /// A changed line of the reference and the line that replaced it, or a line only one side has.
    struct Pair: Equatable {
        var removed: String?
        var added: String?
    }

    /// More lines than this on both sides (after their common start and end) are not searched for
    /// a common subsequence (its table grows as their product): the middle is shown as removed,
    /// then added.
    static let largestTable = 4_000_000

    static func lines(from reference: String, to new: String) -> [Line] {
        lines(from: rows(reference), to: rows(new))
    }

    static func lines(from reference: [String], to new: [String]) -> [Line] {
        operations(reference, new).map { operation in
            switch operation {
            case .same(let line): .same(line)
            case .removed(let line): .removed(line)
            case .added(let line): .added(line)
            }
        }
    }

    /// The lines with each run of unchanged lines that is more than `context` lines from a change
    /// folded away (a run with no change on either side, all of it). A fold of a single line would
    /// take as much room as the line, so such a line is kept.
    static func folded(_ lines: [Line], context: Int) -> [Piece] {
        var pieces: [Piece] = []
        var index = 0
        while index < lines.count {
            guard case .same = lines[index] else {
                pieces.append(.line(lines[index]))
                index += 1
                continue
            }
            var end = index
            var run: [String] = []
            while end < lines.count, case .same(let text) = lines[end] {
                run.append(text)
                end += 1
            }
            let before = index > 0 ? min(context, run.count) : 0
            let after = end < lines.count ? min(context, run.count - before) : 0
            if run.count - before - after >= 2 {
                pieces += run[..<before].map { .line(.same($0)) }
                pieces.append(.folded(Array(run[before..<(run.count - after)])))
                pieces += run[(run.count - after)...].map { .line(.same($0)) }
            } else {
                pieces += run.map { .line(.same($0)) }
            }
            index = end
        }
        return pieces
    }

    /// A run of removed lines and the run of added lines after it, paired by the view each line
    /// is — its text before ` proposal`, with its indentation (its depth) — so a view that moved
    /// or changed size shows its old line above its new one, even when every line of the tree
    /// changed (a view that grew moves all that follow). Lines left unpaired then pair by depth
    /// and kind alone (a text whose words changed is still that text); the rest stand alone.
    static func pairs(removed: [String], added: [String]) -> [Pair] {
        var pairs: [Pair] = []
        var gone: [String] = []
        var came: [String] = []
        // Unpaired lines come as a run of removed ones, then one of added ones.
        func pairTheUnpaired() {
            pairs += aligned(gone, came, by: kind)
            (gone, came) = ([], [])
        }
        for pair in aligned(removed, added, by: view) {
            switch (pair.removed, pair.added) {
            case (let old?, nil):
                if !came.isEmpty { pairTheUnpaired() }
                gone.append(old)
            case (nil, let new?): came.append(new)
            default:
                pairTheUnpaired()
                pairs.append(pair)
            }
        }
        pairTheUnpaired()
        return pairs
    }

    /// `removed` and `added` paired where their keys are a common subsequence.
    private static func aligned(_ removed: [String], _ added: [String], by key: (String) -> String) -> [Pair] {
        var pairs: [Pair] = []
        var (i, j) = (0, 0)
        for operation in operations(removed.map(key), added.map(key)) {
            switch operation {
            case .same:
                pairs.append(Pair(removed: removed[i], added: added[j]))
                (i, j) = (i + 1, j + 1)
            case .removed:
                pairs.append(Pair(removed: removed[i], added: nil))
                i += 1
            case .added:
                pairs.append(Pair(removed: nil, added: added[j]))
                j += 1
            }
        }
        return pairs
    }

    /// The view a layout tree's line is: its indentation, kind and description, without the
    /// proposal, size and place that follow.
    private static func view(_ line: String) -> String {
        line.range(of: " proposal ").map { String(line[..<$0.lowerBound]) } ?? line
    }

    /// A line's indentation and kind (`    Text`).
    private static func kind(_ line: String) -> String {
        let indentation = line.prefix { $0 == " " }
        return String(indentation + line.dropFirst(indentation.count).prefix { $0 != " " && $0 != "[" })
    }

    /// The words of a removed line and of the added line that replaced it, each marked when the
    /// other line does not have it there: a frame's numbers that changed stand out in the line.
    /// Words are runs of letters, digits, `.` and `-`; the spaces and punctuation between them are
    /// words too, so the words of a line join into the line.
    static func words(of reference: String, against new: String) -> (reference: [Word], new: [Word]) {
        var old: [Word] = []
        var added: [Word] = []
        for operation in operations(tokens(reference), tokens(new)) {
            switch operation {
            case .same(let text):
                old.append(Word(text: text, changed: false))
                added.append(Word(text: text, changed: false))
            case .removed(let text): old.append(Word(text: text, changed: true))
            case .added(let text): added.append(Word(text: text, changed: true))
            }
        }
        return (merged(old), merged(added))
    }

    // MARK: - The common subsequence

    private enum Operation<Element> {
        case same(Element)
        case removed(Element)
        case added(Element)
    }

    /// `reference` turned into `new`: what they share stays, in order, with what goes before what
    /// comes where they differ.
    private static func operations<Element: Equatable>(_ reference: [Element], _ new: [Element]) -> [Operation<Element>] {
        // The common start and end need no table, and are most of a layout tree that changed.
        var start = 0
        while start < reference.count, start < new.count, reference[start] == new[start] { start += 1 }
        var end = 0
        while end < reference.count - start, end < new.count - start, reference[reference.count - 1 - end] == new[new.count - 1 - end] {
            end += 1
        }
        let old = Array(reference[start..<(reference.count - end)])
        let added = Array(new[start..<(new.count - end)])
        var result: [Operation<Element>] = reference[..<start].map { .same($0) }
        if old.count * added.count > largestTable {
            result += old.map { .removed($0) } + added.map { .added($0) }
        } else {
            // common[i][j]: the length of the longest common subsequence of old[i...] and added[j...].
            let width = added.count + 1
            var common = [Int32](repeating: 0, count: (old.count + 1) * width)
            for i in stride(from: old.count - 1, through: 0, by: -1) {
                for j in stride(from: added.count - 1, through: 0, by: -1) {
                    common[i * width + j] =
                        old[i] == added[j] ? common[(i + 1) * width + j + 1] + 1 : max(common[(i + 1) * width + j], common[i * width + j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < old.count || j < added.count {
                if i < old.count, j < added.count, old[i] == added[j] {
                    result.append(.same(old[i]))
                    (i, j) = (i + 1, j + 1)
                } else if j == added.count || (i < old.count && common[(i + 1) * width + j] >= common[i * width + j + 1]) {
                    result.append(.removed(old[i]))
                    i += 1
                } else {
                    result.append(.added(added[j]))
                    j += 1
                }
            }
        }
        return result + new[(new.count - end)...].map { .same($0) }
    }

    private static func rows(_ text: String) -> [String] {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    private static func tokens(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsWord = false
        for character in line {
            let isWord = character.isLetter || character.isNumber || character == "." || character == "-"
            if !current.isEmpty, isWord != currentIsWord || !isWord {
                tokens.append(current)
                current = ""
            }
            current.append(character)
            currentIsWord = isWord
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Neighbouring words that are both changed or both unchanged, as one.
    private static func merged(_ words: [Word]) -> [Word] {
        var result: [Word] = []
        for word in words {
            if let last = result.last, last.changed == word.changed {
                result[result.count - 1].text += word.text
            } else {
                result.append(word)
            }
        }
        return result
    }
}
