// MARK: - Imports

extension FileExpansion {
  /// The engine module a real library's import becomes; `nil` for one that is removed.
  static let moduleRewrites: [String: String?] = [
    "ComposableArchitecture": "TCAEngine",
    // NB: the libraries ComposableArchitecture re-exports, imported on their own by real code.
    "CasePaths": "TCAEngine", "Dependencies": "TCAEngine", "DependenciesMacros": "TCAEngine",
    "IdentifiedCollections": "TCAEngine", "IssueReporting": "TCAEngine",
    "ConcurrencyExtras": "TCAEngine", "Clocks": "TCAEngine", "XCTestDynamicOverlay": "TCAEngine",
    "SwiftNavigation": "TCAEngine",
    "ReactorKit": "ReactorEngine", "RxSwift": "ReactorEngine", "RxRelay": "ReactorEngine",
    "RxTest": "ReactorEngine", "RxCocoa": "ReactorEngine",
    "SwiftUI": nil, "UIKit": nil, "AppKit": nil,
    "SwiftUINavigation": nil, "UIKitNavigation": nil, "SafariServices": nil,
  ]

  /// Names that mean the file uses Foundation, which SwiftUI and UIKit imported for it.
  static let foundationNames: Set<String> = [
    "UUID", "Date", "URL", "Data", "JSONDecoder", "JSONEncoder", "DateFormatter",
    "ISO8601DateFormatter", "NumberFormatter", "Calendar", "Locale", "TimeZone", "NSError",
    "URLSession", "URLRequest", "URLComponents", "URLQueryItem", "URLError", "TimeInterval",
    "CharacterSet", "FileManager", "Bundle", "ProcessInfo", "UserDefaults", "IndexSet",
    "NotificationCenter", "DateComponents", "Measurement", "AttributedString", "Decimal",
    "NSRange", "components", "trimmingCharacters", "replacingOccurrences", "capitalized",
    "localizedCaseInsensitiveContains", "addingPercentEncoding", "DispatchQueue", "formatted",
    "NSLock", "NSRecursiveLock", "Thread", "Timer", "RunLoop", "OperationQueue", "arc4random",
    "String(format", "PropertyListEncoder", "PropertyListDecoder", "NSObject", "sqrt", "pow",
    // NB: CoreGraphics' geometry, which SwiftUI brought in and Foundation has on every platform.
    "CGPoint", "CGSize", "CGRect", "CGFloat", "CGVector",
  ]

  /// `ComposableArchitecture` → `TCAEngine`, the Rx family → one `ReactorEngine`, UI
  /// frameworks removed, and `Foundation` imported where the file uses it.
  mutating func rewriteImports(_ imports: [DeclarationParser.Import]) throws(ExpandError) {
    var present: Set<String> = Set(imports.map { file.text($0.module) })
    var imported: Set<String> = []
    var foundationAnchor: Int?
    for declaration in imports {
      let module = file.text(declaration.module)
      guard let rewrite = Self.moduleRewrites[module] else {
        imported.insert(module)
        continue
      }
      if let target = rewrite, !imported.contains(target), !present.contains(target) {
        edits.replace(
          file.tokens[declaration.module].start, file.tokens[declaration.module].end, with: target)
        imported.insert(target)
        present.insert(target)
        foundationAnchor = foundationAnchor ?? lineStart(of: declaration.first)
      } else {
        let range = lineRange(declaration.first, declaration.last)
        edits.replace(range.lowerBound, range.upperBound, with: "")
        foundationAnchor = foundationAnchor ?? range.lowerBound
      }
    }
    guard let anchor = foundationAnchor, !present.contains("Foundation"), usesFoundation else {
      return
    }
    edits.insert("import Foundation\n", at: anchor)
  }

  private var usesFoundation: Bool {
    file.tokens.indices.contains { index in
      file.tokens[index].kind == .identifier && Self.foundationNames.contains(file.text(index))
    }
  }

  /// The offset where the line holding token `index` starts.
  func lineStart(of index: Int) -> Int {
    var start = file.tokens[index].start
    while start > 0, file.bytes[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// Whole lines from token `first`'s to token `last`'s, newline included.
  func lineRange(_ first: Int, _ last: Int) -> Range<Int> {
    var end = file.tokens[last].end
    while end < file.bytes.count, file.bytes[end] != 0x0A { end += 1 }
    if end < file.bytes.count { end += 1 }
    return lineStart(of: first)..<end
  }
}
