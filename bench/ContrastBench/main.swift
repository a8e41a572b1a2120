import Foundation
import LubaAudit

// lubaaudit-bench: the two measurements bench/run.sh cannot make through the CLI.
//
//   lubaaudit-bench contrast [--colors N] [--translucent-every K] [--repeat R]
//       The full foreground × background matrix of a generated N-color palette (default 500:
//       250,000 pairs) in light (over white) and dark (a second palette, over black), with the
//       three color-vision simulations: `ContrastMatrix.compute` twice per repetition.
//   lubaaudit-bench read-strings FILE... [--repeat R]
//       `StringsReader.read` alone over files already in memory, on the calling thread: the
//       reader's throughput without discovery, rules or reports.
//   lubaaudit-bench phases DIR
//       The strings audit of DIR in phases: read, rules, then each report format written alone.
//
// Prints one line of `name=value` fields that run.sh parses; never asserts a time. Exit 1 only
// when a correctness check fails (the matrix disagrees with the pair-by-pair computation).

/// SplitMix64: a fixed-seed generator, so every run measures the same palette.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// A design-system-shaped palette: hue ramps of tints, with a jitter, and every `translucentEvery`-th
/// color translucent (overlays, dividers, pressed states). `dark` inverts each ramp's lightness.
func palette(count: Int, translucentEvery: Int, dark: Bool, seed: UInt64) -> [SRGBColor] {
    var random = SplitMix64(state: seed)
    let steps = 20
    let hues = max(1, (count + steps - 1) / steps)
    var colors: [SRGBColor] = []
    colors.reserveCapacity(count)
    for index in 0..<count {
        let hue = (Double(index / steps) / Double(hues) + random.unit() * 0.01).truncatingRemainder(dividingBy: 1)
        var lightness = 0.05 + 0.9 * Double(index % steps) / Double(steps - 1)
        if dark { lightness = 1 - lightness }
        let saturation = 0.25 + 0.7 * random.unit()
        let alpha = translucentEvery > 0 && index % translucentEvery == translucentEvery - 1 ? 0.12 + 0.8 * random.unit() : 1
        let (r, g, b) = hslToRGB(hue, saturation, lightness)
        colors.append(SRGBColor(red: r, green: g, blue: b, alpha: alpha))
    }
    return colors
}

func hslToRGB(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
    let c = (1 - abs(2 * l - 1)) * s
    let x = c * (1 - abs((h * 6).truncatingRemainder(dividingBy: 2) - 1))
    let m = l - c / 2
    let (r, g, b): (Double, Double, Double)
    switch Int(h * 6) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    return (r + m, g + m, b + m)
}

func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func option(_ name: String, in arguments: [String], default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let parsed = Int(arguments[index + 1]) else {
        return value
    }
    return parsed
}

func runContrast(_ arguments: [String]) -> Int32 {
    let count = option("--colors", in: arguments, default: 500)
    let translucentEvery = option("--translucent-every", in: arguments, default: 10)
    let repeats = max(1, option("--repeat", in: arguments, default: 1))
    let appearances: [(name: String, colors: [SRGBColor], page: SRGBColor)] = [
        ("light", palette(count: count, translucentEvery: translucentEvery, dark: false, seed: 1), .white),
        ("dark", palette(count: count, translucentEvery: translucentEvery, dark: true, seed: 2), .black),
    ]
    var totals: [Double] = []
    var perAppearance: [String: [Double]] = [:]
    var checksum = 0.0
    var failing = 0
    var mismatches = 0
    for _ in 0..<repeats {
        var total = 0.0
        checksum = 0
        failing = 0
        mismatches = 0
        for appearance in appearances {
            let start = DispatchTime.now().uptimeNanoseconds
            let matrix = ContrastMatrix.compute(
                foregrounds: appearance.colors, backgrounds: appearance.colors, withSimulations: true, page: appearance.page)
            let elapsed = seconds(since: start)
            total += elapsed
            perAppearance[appearance.name, default: []].append(elapsed)
            // Use every ratio (so none of the work can be skipped) and check a sample against
            // the pair-by-pair computation, which the matrix promises to equal bit for bit.
            for ratio in matrix.ratios(for: .normal) where ratio < 4.5 { failing += 1 }
            for condition in matrix.conditions { checksum += matrix.ratios(for: condition).reduce(0, +) }
            var random = SplitMix64(state: 99)
            for _ in 0..<1000 {
                let f = Int(random.next() % UInt64(max(1, count)))
                let b = Int(random.next() % UInt64(max(1, count)))
                let expected = WorstCaseContrast.of(
                    foreground: appearance.colors[f], background: appearance.colors[b], page: appearance.page)
                if matrix.worstCase(foreground: f, background: b)?.ratio != expected.ratio { mismatches += 1 }
            }
        }
        totals.append(total)
    }
    let pairs = count * count
    print(
        "colors=\(count) pairs=\(pairs) appearances=2 conditions=\(VisionCondition.allCases.count)"
            + " translucent_every=\(translucentEvery) repeat=\(repeats)"
            + " median_s=\(median(totals)) best_s=\(totals.min() ?? 0)"
            + " light_median_s=\(median(perAppearance["light"] ?? [])) dark_median_s=\(median(perAppearance["dark"] ?? []))"
            + " ratios_per_s=\(Double(pairs * 2 * VisionCondition.allCases.count) / median(totals))"
            + " below_4_5=\(failing) checksum=\(checksum) sample_mismatches=\(mismatches)")
    return mismatches == 0 ? 0 : 1
}

func runReadStrings(_ arguments: [String]) -> Int32 {
    let repeats = max(1, option("--repeat", in: arguments, default: 5))
    var paths: [String] = []
    var skipNext = false
    for argument in arguments {
        if skipNext { skipNext = false; continue }
        if argument == "--repeat" { skipNext = true; continue }
        paths.append(argument)
    }
    var files: [(path: String, bytes: [UInt8])] = []
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("lubaaudit-bench: cannot read \(path)\n".utf8))
            return 2
        }
        files.append((path, [UInt8](data)))
    }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    var times: [Double] = []
    var entries = 0
    var diagnostics = 0
    for _ in 0..<repeats {
        entries = 0
        diagnostics = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for file in files {
            let table = StringsReader.read(file.bytes, path: file.path, locale: "xx", name: "Localizable")
            entries += table.entries.count
            diagnostics += table.diagnostics.count
        }
        times.append(seconds(since: start))
    }
    let mid = median(times)
    let best = times.min() ?? 0
    print(
        "files=\(files.count) bytes=\(bytes) entries=\(entries) diagnostics=\(diagnostics) repeat=\(repeats)"
            + " median_s=\(mid) best_s=\(best)"
            + " median_mb_s=\(Double(bytes) / 1e6 / mid) best_mb_s=\(Double(bytes) / 1e6 / best)"
            + " entries_per_s=\(Double(entries) / mid)")
    return 0
}

/// Where the end-to-end time goes: read, rules, and each report format rendered alone.
func runPhases(_ arguments: [String]) -> Int32 {
    guard let directory = arguments.first else {
        FileHandle.standardError.write(Data("lubaaudit-bench phases DIR\n".utf8))
        return 2
    }
    var request = AuditRequest()
    request.stringsDirectories = [directory]
    request.areas = [.input, .localization, .icu]
    var fields: [String] = []
    var start = DispatchTime.now().uptimeNanoseconds
    func lap(_ name: String) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        fields.append("\(name)_s=\(seconds(since: start)) \(name)_maxrss_mb=\(usage.ru_maxrss / 1024)")
        start = DispatchTime.now().uptimeNanoseconds
    }
    do {
        let prepared = try Auditor.prepare(request)
        lap("read")
        let result = Auditor.evaluate(prepared, request: request)
        lap("rules")
        if arguments.contains("--per-rule") {
            var perRule: [(String, Double)] = []
            for rule in RuleCatalog.all where rule.info.area != .contrast && rule.info.area != .touchTarget && rule.info.area != .dynamicType {
                var sink = FindingSink(rule: rule.info)
                let ruleStart = DispatchTime.now().uptimeNanoseconds
                rule.check(prepared.context, &sink)
                perRule.append((rule.info.id, seconds(since: ruleStart)))
            }
            for (id, time) in perRule.sorted(by: { $0.1 > $1.1 }).prefix(12) { fields.append("\(id)=\(time)") }
            start = DispatchTime.now().uptimeNanoseconds
        }
        let output = NSTemporaryDirectory() + "/lubaaudit-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: output) }
        for format in [ReportFormat.html, .junit, .json, .sarif] {
            try ReportSet.write(result, formats: [format], to: output)
            lap(format.rawValue)
            let path = output + "/" + (format.defaultFileName ?? "")
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            fields.append("\(format.rawValue)_bytes=\(bytes)")
        }
        fields.append("findings=\(result.findings.count) audited=\(result.audited.count)")
    } catch {
        FileHandle.standardError.write(Data("lubaaudit-bench: \(error)\n".utf8))
        return 2
    }
    print(fields.joined(separator: " "))
    return 0
}

/// Where `Auditor.prepare`'s time goes: discovery, reading, and each model built once.
func runPreparePhases(_ arguments: [String]) -> Int32 {
    guard let directory = arguments.first else { return 2 }
    var request = AuditRequest()
    request.stringsDirectories = [directory]
    request.areas = [.input, .localization, .icu]
    var fields: [String] = []
    var start = DispatchTime.now().uptimeNanoseconds
    func lap(_ name: String) {
        fields.append("\(name)_ms=\(Int(seconds(since: start) * 1000))")
        start = DispatchTime.now().uptimeNanoseconds
    }
    do {
        let discovered = try Discovery.discover(request)
        lap("discover")
        let loaded = try CatalogLoader.load(discovered.tableFiles, sourceLocale: "en", locales: nil)
        lap("load")
        _ = AuditContext(root: directory, catalog: loaded.catalog, registry: nil, config: AuditConfig())
        lap("context")
    } catch {
        return 2
    }
    print(fields.joined(separator: " "))
    return 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "contrast":
    exit(runContrast(Array(arguments.dropFirst())))
case "read-strings":
    exit(runReadStrings(Array(arguments.dropFirst())))
case "phases":
    exit(runPhases(Array(arguments.dropFirst())))
case "prepare-phases":
    exit(runPreparePhases(Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data("usage: lubaaudit-bench contrast [--colors N] [--translucent-every K] [--repeat R]\n       lubaaudit-bench read-strings FILE... [--repeat R]\n".utf8))
    exit(2)
}
