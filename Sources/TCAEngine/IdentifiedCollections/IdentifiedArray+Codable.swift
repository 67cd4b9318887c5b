extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_values)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of elements; as upstream, a repeated id is a `dataCorrupted` error
  /// ("Duplicate element at offset 1").
  ///
  /// ```swift
  /// try JSONDecoder().decode(IdentifiedArrayOf<Attendee>.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    while !container.isAtEnd {
      let element = try container.decode(Element.self)
      guard append(element).inserted else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "Duplicate element at offset \(container.currentIndex - 1)"))
      }
    }
  }
}
