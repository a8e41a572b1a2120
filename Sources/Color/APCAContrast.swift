import LubaAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The APCA lightness contrast (Lc) of the WCAG 3 drafts, APCA-W3 0.0.98G-4g, as the
/// reference implementation (`apca-w3`) computes it: positive for dark text on a light
/// background, negative for light on dark, 0 below the low clip. Evidence beside the WCAG 2
/// ratio, which stays the pass/fail rule unless a project gates on APCA.
public enum APCAContrast {
    // The 0.0.98G-4g constants, named as in the reference.
    private static let mainTRC = 2.4
    private static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    private static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    private static let blkThrs = 0.022, blkClmp = 1.414
    private static let scaleBoW = 1.14, scaleWoB = 1.14
    private static let loBoWoffset = 0.027, loWoBoffset = 0.027
    private static let deltaYmin = 0.0005, loClip = 0.1

    /// Lc of `text` on `background`, both opaque (composite translucent colors first).
    public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
        var textY = screenLuminance(text)
        var backgroundY = screenLuminance(background)
        // Soft clamp near black, where the reference models flare.
        if textY <= blkThrs { textY += pow(blkThrs - textY, blkClmp) }
        if backgroundY <= blkThrs { backgroundY += pow(blkThrs - backgroundY, blkClmp) }
        guard abs(backgroundY - textY) >= deltaYmin else { return 0 }
        if backgroundY > textY {
            let sapc = (pow(backgroundY, normBG) - pow(textY, normTXT)) * scaleBoW
            return sapc < loClip ? 0 : (sapc - loBoWoffset) * 100
        }
        let sapc = (pow(backgroundY, revBG) - pow(textY, revTXT)) * scaleWoB
        return sapc > -loClip ? 0 : (sapc + loWoBoffset) * 100
    }

    /// APCA's estimated screen luminance: a plain 2.4 power per channel, not the sRGB curve.
    package static func screenLuminance(_ color: SRGBColor) -> Double {
        sRco * pow(color.red, mainTRC) + sGco * pow(color.green, mainTRC) + sBco * pow(color.blue, mainTRC)
    }

    /// The |Lc| a usage needs under APCA's Bronze simple mode: 75 for body text, 60 for large
    /// text, 45 for non-text such as icons and control boundaries; none for exempt usages.
    public static func bronzeMinimum(for usage: ContrastUsage) -> Double? {
        switch usage {
        case .normalText: return 75
        case .largeText: return 60
        case .nonText: return 45
        case .decorative, .incidental: return nil
        }
    }
}
