import Foundation
import Testing
@testable import Trellis

/// A flow layout refuses NaN and infinite sizes, spacings and insets where
/// they are set, and in its delegate's answers: reported, naming the
/// collection view and what was set, and laid out with the value it had.
@MainActor
@Suite struct FlowLayoutNonFiniteTests {
    /// Each property, set to a value that is not finite.
    static let settings: [(property: String, set: @MainActor (UICollectionViewFlowLayout, CGFloat) -> Void)] = [
        ("itemSize", { $0.itemSize = CGSize(width: $1, height: 20) }),
        ("estimatedItemSize", { $0.estimatedItemSize = CGSize(width: 20, height: $1) }),
        ("minimumLineSpacing", { $0.minimumLineSpacing = $1 }),
        ("minimumInteritemSpacing", { $0.minimumInteritemSpacing = $1 }),
        ("sectionInset", { $0.sectionInset = UIEdgeInsets(top: 0, left: $1, bottom: 0, right: 0) }),
        ("headerReferenceSize", { $0.headerReferenceSize = CGSize(width: 0, height: $1) }),
        ("footerReferenceSize", { $0.footerReferenceSize = CGSize(width: $1, height: 0) }),
    ]

    func frames(of collection: UICollectionView) -> [CGRect] {
        (collection.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 2_000)) ?? []).map(\.frame)
    }

    @Test(arguments: 0..<7, [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteSettingIsRefused(setting index: Int, value: CGFloat) {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 40, height: 30), count: 12)])
        let (collection, layout) = makeCollection(CGSize(width: 300, height: 400), source)
        let before = frames(of: collection)
        let (property, set) = Self.settings[index]
        let diagnostics = LayoutDiagnostics.capture {
            set(layout, value)
            collection.layoutIfNeeded()
        }.diagnostics
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(diagnostics.first?.involves(collection) == true)
        #expect(diagnostics.first?.identifiers == [property])
        #expect(frames(of: collection) == before)
        withExtendedLifetime(source) {}
    }

    /// A delegate that answers NaN for one of the section questions.
    final class NonFiniteAnswers: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let question: String
        init(question: String) { self.question = question }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
            question == "insetForSectionAt" ? UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0) : .zero
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            question == "minimumLineSpacingForSectionAt" ? .infinity : 10
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            question == "minimumInteritemSpacingForSectionAt" ? -.infinity : 10
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            question == "referenceSizeForHeaderInSection" ? CGSize(width: 0, height: CGFloat.nan) : .zero
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
            question == "referenceSizeForFooterInSection" ? CGSize(width: CGFloat.infinity, height: 0) : .zero
        }
    }

    @Test(arguments: ["insetForSectionAt", "minimumLineSpacingForSectionAt", "minimumInteritemSpacingForSectionAt",
                      "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection"])
    func aNonFiniteDelegateAnswerIsReportedAndTheLayoutsOwnValueUsed(question: String) {
        func laidOut(_ delegate: NonFiniteAnswers) -> (frames: [CGRect], diagnostics: [LayoutDiagnostic], collection: UICollectionView) {
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
            collection.dataSource = delegate
            collection.delegate = delegate
            let diagnostics = LayoutDiagnostics.capture { collection.layoutIfNeeded() }.diagnostics
            return (self.frames(of: collection), diagnostics, collection)
        }
        let sane = NonFiniteAnswers(question: "")
        let hostile = NonFiniteAnswers(question: question)
        let (expected, none, _) = laidOut(sane)
        let (laidOutFrames, diagnostics, collection) = laidOut(hostile)
        #expect(none.isEmpty)
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(diagnostics.first?.involves(collection) == true)
        #expect(diagnostics.first?.identifiers == [question])
        #expect(diagnostics.first?.indexPaths == [IndexPath(index: 0)])
        #expect(laidOutFrames == expected)
    }

    @Test func hugeFiniteSizesAndSpacingsLayOutFinitely() {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 40, height: 30), count: 5)])
        let (collection, layout) = makeCollection(CGSize(width: 300, height: 400), source)
        LayoutDiagnostics.capture {
            layout.itemSize = CGSize(width: 1e300, height: .greatestFiniteMagnitude)
            layout.minimumLineSpacing = .greatestFiniteMagnitude
            layout.headerReferenceSize = CGSize(width: 0, height: 1e300)
            layout.sectionInset = UIEdgeInsets(top: 1e300, left: 0, bottom: .greatestFiniteMagnitude, right: 0)
            collection.layoutIfNeeded()
        }
        let frames = (collection.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 1e12)) ?? []).map(\.frame)
        #expect(!frames.isEmpty)
        #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite })
        #expect(collection.contentSize.height.isFinite)
        withExtendedLifetime(source) {}
    }
}
