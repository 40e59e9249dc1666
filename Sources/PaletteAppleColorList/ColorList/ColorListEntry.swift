/// One entry of a colour list as read from either encoding: the key and the archived colour.
struct ColorListEntry: Sendable {
  /// The key (the colour's name in the list).
  var key: String
  /// The colour.
  var color: ArchivedColor
  /// The byte offset of the colour in the file.
  var offset: Int
}
