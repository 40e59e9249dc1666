import PaletteCore

/// Namespace for the palette transforms. (Placeholder until they land.)
public enum Transforms {}
