// The four scenes drawn by both Trellis (here) and Takumi (takumi_scenes.py), written as an
// app would write them against `import Trellis`. Keep the two files in step: the same texts,
// sizes, colours and spacing. `tag` is appended to every text: render-bench gives each picture
// of its fresh-text runs a new one, so that no paragraph's layout is cached from before.

import Trellis

/// Words for the generated texts (the list's rows, the article's paragraphs, the tiles' captions).
enum SceneText {
    static let card = (
        title: "Trellis draws SwiftUI on Linux",
        paragraph: "Layout is computed exactly as SwiftUI does it. Text is shaped with HarfBuzz and "
            + "drawn with Cairo. The same frames, to the fraction of a point, on any server.",
        caption: "trellis.dev · issue 14"
    )

    static func rowTitle(_ row: Int) -> String { "Message \(row + 1) from the team" }
    static func rowSubtitle(_ row: Int) -> String { "Tomorrow's meeting moves to room \(row % 7 + 2)" }

    static let articleTitle = "On the measurement of text"
    static func articleParagraph(_ index: Int) -> String {
        "Paragraph \(index + 1). Real screens are mostly text: titles, labels, and long paragraphs that "
            + "wrap across many lines. Each word is shaped, each line is broken where the language allows, "
            + "and each glyph is placed on the pixel grid of the screen. A renderer that is fast with "
            + "rectangles but slow with words is slow where it matters."
    }

    static func tileCaption(_ index: Int) -> String { "Tile \(index + 1)" }
}

/// (1) A 1200 × 630 social card: a bold 64 pt title, a three-sentence 32 pt paragraph, a rounded
/// rectangle, a circle and a caption.
struct CardScene: View {
    var tag = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text(SceneText.card.title + tag).font(.system(size: 64, weight: .bold)).foregroundStyle(Color.black)
            Text(SceneText.card.paragraph + tag).font(.system(size: 32)).foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2))
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 20).fill(Color(red: 0, green: 0.478, blue: 1)).frame(width: 200, height: 100)
                Circle().fill(Color(red: 1, green: 0.584, blue: 0)).frame(width: 100, height: 100)
                Text(SceneText.card.caption + tag).font(.system(size: 24)).foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5))
            }
        }
        .padding(48)
        .frame(width: 1200, height: 630, alignment: .topLeading)
        .background(Color.white)
    }
}

/// (2) A list screen of 50 rows, each a symbol-sized square, a title, a subtitle and a chevron.
struct ListScene: View {
    var tag = ""

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { row in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 6).fill(Color(red: 0, green: 0.478, blue: 1)).frame(width: 28, height: 28)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(SceneText.rowTitle(row) + tag).font(.system(size: 17, weight: .semibold)).foregroundStyle(Color.black)
                        Text(SceneText.rowSubtitle(row) + tag).font(.system(size: 15)).foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5))
                    }
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right").font(.system(size: 17)).foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5))
                }
                .padding(.horizontal, 16)
                .frame(height: 60)
            }
        }
        .frame(width: 390)
        .background(Color.white)
    }
}

/// (3) A long article: a title and 20 wrapped paragraphs in a 600 pt column.
struct ArticleScene: View {
    var tag = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(SceneText.articleTitle + tag).font(.system(size: 34, weight: .bold)).foregroundStyle(Color.black)
            ForEach(0..<20, id: \.self) { index in
                Text(SceneText.articleParagraph(index) + tag).font(.system(size: 17)).foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2))
            }
        }
        .padding(32)
        .frame(width: 664, alignment: .leading)
        .background(Color.white)
    }
}

/// (4) A grid of 200 rounded tiles with captions: 20 rows of 10.
struct GridScene: View {
    var tag = ""

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<20, id: \.self) { row in
                HStack(spacing: 16) {
                    ForEach(0..<10, id: \.self) { column in
                        VStack(spacing: 6) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color(hue: Double(row * 10 + column) / 200, saturation: 0.6, brightness: 0.9))
                                .frame(width: 80, height: 80)
                            Text(SceneText.tileCaption(row * 10 + column) + tag).font(.system(size: 13)).foregroundStyle(Color.black)
                        }
                        .frame(width: 80)
                    }
                }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}
