/// Holds a caller's stream while a run writes to it through closures, so it can be handed
/// back (`inout`) when the run ends.
final class StreamBox<Stream> {
  var stream: Stream
  init(_ stream: Stream) { self.stream = stream }
}
