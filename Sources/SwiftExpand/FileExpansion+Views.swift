// MARK: - Views

extension FileExpansion {
  /// Types whose subtypes and conformers are view code.
  static let viewTypes: Set<String> = [
    "App", "Scene", "PreviewProvider", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle",
    "ToggleStyle", "LabelStyle", "Shape", "UIViewRepresentable", "UIViewControllerRepresentable",
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UIView", "UITableViewCell",
    "UICollectionViewCell", "UIControl", "UIResponder", "UIApplicationDelegate",
    "UIWindowSceneDelegate", "UISceneDelegate", "NSViewController", "NSView", "StoryboardView",
  ]

  /// Removes view types (and extensions of them), UI extensions and `#Preview` blocks, with
  /// the comments attached above them. Returns the removed declarations' keyword tokens.
  mutating func removeViews(
    _ structure: DeclarationParser.Structure, importsSwiftUI: Bool
  ) -> Set<Int> {
    var removedNames: Set<String> = []
    var removed: Set<Int> = []
    func isView(_ declaration: Declaration) -> Bool {
      declaration.inheritance.contains { inherited in
        let name = Self.lastComponent(inherited)
        return Self.viewTypes.contains(name)
          || (name == "View" && (importsSwiftUI || inherited == "SwiftUI.View"))
      }
    }
    func collect(_ declarations: [Declaration], prefix: String) {
      for declaration in declarations where declaration.keyword != "extension" {
        if isView(declaration) {
          removedNames.insert(prefix + declaration.name)
          removed.insert(declaration.keywordToken)
        } else {
          collect(declaration.members, prefix: prefix + declaration.name + ".")
        }
      }
    }
    collect(structure.declarations, prefix: "")
    func sweep(_ declarations: [Declaration]) {
      for declaration in declarations {
        if removed.contains(declaration.keywordToken) {
          removeLines(of: declaration.first, through: declaration.close)
        } else if declaration.keyword == "extension",
          isView(declaration) || removedNames.contains(declaration.name)
            || Self.viewTypes.contains(Self.lastComponent(declaration.name))
            || declaration.name == "Reactive"
            || (importsSwiftUI && declaration.name == "View")
        {
          removed.insert(declaration.keywordToken)
          removeLines(of: declaration.first, through: declaration.close)
        } else {
          sweep(declaration.members)
        }
      }
    }
    sweep(structure.declarations)
    for preview in structure.previews {
      removeLines(of: preview.lowerBound, through: preview.upperBound)
    }
    return removed
  }

  private static func lastComponent(_ name: String) -> String {
    let base = name.split(separator: "<").first.map(String.init) ?? name
    return base.split(separator: ".").last.map(String.init) ?? base
  }

  /// Removes whole lines from token `first` to token `last`, the `//` comment lines right
  /// above them, and one of the blank lines that would then meet.
  mutating func removeLines(of first: Int, through last: Int) {
    let bytes = file.bytes
    var range = lineRange(first, last)
    var start = range.lowerBound
    // Comment lines directly above belong to the declaration.
    while start > 0 {
      var previous = start - 1
      while previous > 0, bytes[previous - 1] != 0x0A { previous -= 1 }
      let line = bytes[previous..<(start - 1)].drop { $0 == 0x20 || $0 == 0x09 }
      guard line.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { break }
      start = previous
    }
    range = start..<range.upperBound
    let blankBefore =
      start >= 1 && (start == 1 || bytes[start - 2] == 0x0A) && bytes[start - 1] == 0x0A
    var after = range.upperBound
    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
    let blankAfter = after >= bytes.count || bytes[after] == 0x0A
    if blankBefore, blankAfter {
      range = (start - 1)..<range.upperBound
    }
    edits.replace(range.lowerBound, range.upperBound, with: "")
  }
}
