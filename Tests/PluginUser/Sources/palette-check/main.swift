// Prints the colours PalconvPlugin generated from brand.gpl, Tokens/ui.tokens.json and
// Tokens/theme.resolver.json (dark and high-contrast variants) at build time; CI compares the output with what the palettes hold. On Linux the generated code gives
// plain values (`Values`); with SwiftUI the same names are also `Color`s.

func line(_ name: String, _ value: Brand.RGBA) -> String {
  "\(name) \(value.colorSpace) \(value.red) \(value.green) \(value.blue) \(value.opacity)"
}

func line(_ name: String, _ value: UIColors.RGBA) -> String {
  "\(name) \(value.colorSpace) \(value.red) \(value.green) \(value.blue) \(value.opacity)"
}

for (name, value) in Brand.Values.all { print("Brand", line(name, value)) }
print("Brand.navy", line("Navy", Brand.Values.navy))
for (name, value) in UIColors.Values.all { print("UIColors", line(name, value)) }
print("UIColors.Surface.base", line("base", UIColors.Values.Surface.base))
print("UIColors.Text.primary", line("primary", UIColors.Values.Text.primary))

func line(_ name: String, _ value: Theme.RGBA?) -> String {
  guard let value else { return "\(name) none" }
  return "\(name) \(value.colorSpace) \(value.red) \(value.green) \(value.blue) \(value.opacity)"
}

let body = Theme.Values.Text.body
print("Theme.Text.body", line("light", body.light), line("dark", body.dark))
print("Theme.Text.body", line("high-contrast", body.highContrast))
// link has no variant: a plain value.
print("Theme.Text.link", line("light", Theme.Values.Text.link))
