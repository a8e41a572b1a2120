// Fuzzes the SwiftUI view facts: the source store's lexing and index, then the extractor
// (texts and the APIs receiving them, controls and the accessibility modifiers around them
// through containers, subview members and local views, motion sites and where their value comes
// from, theme statics). A NUL byte splits the input into two files: image-only view types are
// gathered across files. The first byte chooses package or app, component folder or not.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let mode = bytes.first ?? 0
    let folder = mode & 1 == 0 ? "Components" : "Screens"
    let files = bytes.dropFirst().split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).enumerated().map {
        SwiftSourceFile(path: "fuzz/\(folder)/View\($0.offset).swift", displayPath: "fuzz/\(folder)/View\($0.offset).swift", bytes: Array($0.element))
    }
    let facts = ViewFactReader.read(files, names: SourceNames(), isPackage: mode & 2 == 0)
    let total = facts.texts.count &+ facts.controls.count &+ facts.images.count &+ facts.motions.count
        &+ facts.themeReads.count &+ facts.unlocalizedFormats.count &+ facts.registryReferences.count
        &+ String(describing: facts.controls).utf8.count &+ String(describing: facts.motions).utf8.count
    return total == -1 ? 1 : 0
}
