/// The parts of a `.xib` or storyboard that belong to table and collection views and their cells:
/// a storyboard's prototype cells (a table's `<prototypes>`, a collection view's `<cells>` and its
/// `sectionHeaderView` and `sectionFooterView`), a table's static sections, a cell's content view, a flow layout's sizes and
/// insets, and a storyboard table cell's built-in style.
extension XIBDocument {
  /// Reads `child` of `element` when it is one of these parts; returns whether it was.
  mutating func readListChild(
    _ child: XMLElementNode, of element: XMLElementNode, into object: inout InterfaceFile.Object
  ) throws(NibLoadingError) -> Bool {
    let name = element.name
    let here = describe(element)
    let key = child.attributes["key"]
    switch child.name {
    case "prototypes" where isStoryboard && name == "tableView",
      "cells" where name == "collectionView":
      // A storyboard's prototype cells: made anew by each dequeue, not now. A .xib's collection
      // view has none (Xcode writes an empty <cells/>): its cells are registered in code.
      let cells = try readObjects(in: child, parent: here)
      guard isStoryboard || cells.isEmpty else {
        throw error(
          .unsupportedFormat, child,
          "a .xib's collection view holds no cells; register a cell's nib or class for its reuse identifier")
      }
      try addPrototypes(cells, to: &object, key: nil)
    case "sections" where isStoryboard && name == "tableView":
      // Static cells: made with the table, in their sections, their outlets connected.
      for section in child.children where section.name == "tableViewSection" {
        let cells =
          try section.child("cells").map { node throws(NibLoadingError) in
            try readObjects(in: node, parent: here)
          } ?? []
        object.staticSections.append(
          .init(
            headerTitle: section.attributes["headerTitle"], footerTitle: section.attributes["footerTitle"],
            cells: cells))
      }
    case "collectionReusableView"
    where name == "collectionView" && isStoryboard
      && (key == "sectionHeaderView" || key == "sectionFooterView"):
      try addPrototypes([try readObject(child, in: here)], to: &object, key: key)
    case "tableViewCellContentView" where key == "contentView",
      "collectionViewCellContentView" where key == "contentView",
      "view" where key == "contentView" && name == "collectionViewCell":
      // The cell's own content view: its subviews go into the cell's `contentView`.
      let ownLabels = ownLabelIDs(of: element)
      object.contentSubviews +=
        try child.child("subviews").map { node throws(NibLoadingError) in
          var node = node
          node.children.removeAll { ownLabels.contains($0.attributes["id"] ?? "") }
          return try readObjects(in: node, parent: describe(child))
        } ?? []
    case "size" where name == "collectionViewFlowLayout":
      // `<size key="itemSize" width="50" height="50"/>`, and the header, footer and estimated sizes.
      guard let key,
        ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"].contains(key)
      else { return false }
      for dimension in ["width", "height"] {
        object.properties["\(key).\(dimension)"] = try number(dimension, of: child)
      }
    case "inset" where name == "collectionViewFlowLayout" && key == "sectionInset":
      // Xcode writes the left, top, right and bottom insets as minX, minY, maxX and maxY.
      for (attribute, edge) in [("minX", "left"), ("minY", "top"), ("maxX", "right"), ("maxY", "bottom")] {
        object.properties["sectionInset.\(edge)"] = try number(attribute, of: child)
      }
    default:
      return false
    }
    return true
  }

  /// Adds storyboard prototypes to `object` (a supplementary view's with its `key`), each of
  /// which must have a reuse identifier.
  private func addPrototypes(
    _ cells: [InterfaceFile.Object], to object: inout InterfaceFile.Object, key: String?
  )
    throws(NibLoadingError)
  {
    for var cell in cells {
      guard cell.properties["reuseIdentifier"] != nil else {
        throw NibLoadingError(
          .malformed, file: file, keyPath: cell.origin ?? describe(object),
          "a prototype cell needs a reuseIdentifier: a dequeue of its identifier finds it by it")
      }
      cell.prototypeKey = key
      object.prototypes.append(cell)
    }
  }

  private func describe(_ object: InterfaceFile.Object) -> String { object.origin ?? object.className }

  /// The attribute `name` of `element` as a number (0 when absent).
  private func number(_ name: String, of element: XMLElementNode) throws(NibLoadingError) -> InterfaceValue {
    let text = element.attributes[name] ?? "0"
    guard let value = Double(text) else {
      throw error(.malformed, element, "\(name)=\"\(text)\": expected a number")
    }
    return .double(value)
  }

  /// A storyboard cell of a built-in style (`style="IBUITableViewCellStyleSubtitle"`): the
  /// style is handed to `init?(coder:)` as `style`, and the labels the attributes `textLabel`
  /// and `detailTextLabel` name are the cell's own, whose texts it gets as `textLabelText` and
  /// `detailTextLabelText` (they are not added to the content view).
  mutating func readCellStyle(of element: XMLElementNode, into object: inout InterfaceFile.Object)
    throws(NibLoadingError)
  {
    guard let styleName = element.attributes["style"] else { return }
    let styles: [String: UITableViewCell.CellStyle] = [
      "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
      "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    guard let style = styles[styleName] else {
      throw error(
        .unsupportedFormat, element,
        "cell style '\(styleName)' is not read; read are: " + styles.keys.sorted().joined(separator: ", "))
    }
    object.properties["style"] = .integer(style.rawValue)
    guard let contentView = element.child("tableViewCellContentView"),
      let list = contentView.child("subviews")
    else { return }
    for (attribute, key) in [("textLabel", "textLabelText"), ("detailTextLabel", "detailTextLabelText")] {
      guard let id = element.attributes[attribute],
        let label = list.children.first(where: { $0.attributes["id"] == id })
      else { continue }
      if let text = label.attributes["text"]
        ?? label.children.first(where: { $0.attributes["key"] == "text" })?.text
      {
        object.properties[key] = .string(text)
      }
    }
  }

  /// The ids of the labels a storyboard cell of a built-in style names as its own.
  private func ownLabelIDs(of element: XMLElementNode) -> Set<String> {
    guard isStoryboard, element.name == "tableViewCell", element.attributes["style"] != nil else { return [] }
    return Set(["textLabel", "detailTextLabel"].compactMap { element.attributes[$0] })
  }
}
