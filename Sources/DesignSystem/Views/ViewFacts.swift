import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// What the SwiftUI sources do with text, controls, motion and the theme: facts read once
/// per audit from the source store (beside the design tokens, not inside them) that the
/// source rules judge. `#Preview` blocks, `PreviewProvider`s, test files and comments are
/// never read.
public struct ViewFacts: Sendable {
    public var texts: [TextSite] = []
    public var controls: [ControlSite] = []
    public var images: [ImageSite] = []
    /// `TextField`, `SecureField`, `Toggle`, `Slider`, `Stepper`, `Picker`.
    public var inputs: [InputSite] = []
    public var motions: [MotionSite] = []
    public var themeReads: [ThemeStaticRead] = []
    /// `String(format:)` calls with no `locale:`.
    public var unlocalizedFormats: [FormatCallSite] = []
    /// Every `Registry.member` reference outside previews and tests, by member name.
    public var registryReferences: [String: [SourceLocation]] = [:]
    /// The audited root is a Swift package (it has a `Package.swift`).
    public var isPackage = false
    /// The design system's own conventions this project has, so advice names them only where
    /// they exist: a type (or extension) named like the motion policy, a key registry type.
    public var conventions = SourceConventions()
    /// Swift files given to the reader, and how many of them hold no shipped code (tests,
    /// preview files, files wholly in previews or `#if DEBUG`).
    public var filesRead = 0
    public var filesSkipped = 0

    public init() {}
}

/// Where a fact is, and what kind of code holds it.
public struct SourcePlace: Sendable, Hashable {
    public var location: SourceLocation
    /// The outermost type around it (`LubaToast`), nil at file level.
    public var typeName: String?
    /// Its file is in one of the configured component folders.
    public var isComponent: Bool
}

/// A string literal handed to an API that shows it or speaks it.
public struct TextSite: Sendable, Hashable {
    public enum Form: String, Sendable, Hashable {
        /// A `LocalizedStringKey`: looked up in the main bundle (or `bundle:`).
        case localizedKey
        /// `Text(verbatim:)`: shown as written.
        case verbatim
        /// A `String` value (a default parameter, a stored property) shown through a parameter:
        /// `String` initializers never localize.
        case stringValue
    }

    public var form: Form
    /// The API as a reader says it: `Text`, `.accessibilityLabel`, `TextField placeholder`.
    public var api: String
    /// The literal's value; each interpolation is `SwiftToken.interpolationPlaceholder`.
    public var literal: String
    public var interpolations: [String]
    /// Positions in `interpolations` that put a number into the text with no format.
    public var bareNumbers: [Int]
    /// `bundle:` was given (`.module` in a package).
    public var bundle: String?
    public var tableName: String?
    /// For `.stringValue`: the parameter or property that carries it (`placeholder`).
    public var via: String?
    public var place: SourcePlace
}

/// Something a person taps: a `Button`, a `Link`, a view with `onTapGesture`, a design-system
/// icon button.
public struct ControlSite: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case button = "Button", link = "Link", tapGesture = "onTapGesture", iconButton = "icon button"
    }

    public enum Content: Sendable, Hashable {
        /// Text (a title, a `Text`, a `Label`): VoiceOver reads it.
        case text
        /// Only an image: `symbol` is its name or expression (`xmark`, `icon`).
        case imageOnly(symbol: String)
        /// Content the audit cannot see into (a custom view, a generic label).
        case unknown
    }

    public enum Naming: Sendable, Hashable {
        /// No accessibility label on it or around it.
        case none
        /// A label written as this expression.
        case label(String)
        /// A label made from the symbol's name (`icon.replacingOccurrences(of: ".", with: " ")`).
        case symbolName(String)
        /// `.accessibilityHidden(true)` on it or around it.
        case hidden
    }

    public var kind: Kind
    public var content: Content
    public var naming: Naming
    /// Set when a container around it is one element (`.accessibilityElement(children: .ignore)`)
    /// with no `.accessibilityAction`: VoiceOver cannot reach the control.
    public var ignoredBy: SourceLocation?
    public var place: SourcePlace
    /// `.accessibilityAddTraits(.isButton)` on it or around it.
    public var hasButtonTrait = false
    /// Inside a `Button`, `Link`, `NavigationLink` or `Menu` (a tap gesture there is no button of its own).
    public var insideButton = false
    /// A tap gesture that is no button: an empty one that only blocks touches, one that only
    /// moves focus or ends editing, one on a backdrop color (tap outside to dismiss).
    public var notAButton = false
    /// `onTapGesture(count: 2)` and more: a shortcut beside another way in, not a button.
    public var tapCount = 1
    /// A fixed `.frame(width:height:)` of the control or its label's one view, in points.
    public var fixedFrame: FixedFrame?
    /// Padding, `contentShape` or a `frame(minWidth:minHeight:)` makes the hit area larger.
    public var expandsHitArea = false
}

public struct FixedFrame: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var location: SourceLocation
}

/// An input control and its label as written.
public struct InputSite: Sendable, Hashable {
    public enum Label: Sendable, Hashable {
        /// No title argument and no label closure: `Slider(value: $volume)`.
        case missing
        /// `""`, `{ }` or `{ EmptyView() }`.
        case empty
        case present
    }

    public var control: String
    public var label: Label
    /// `.accessibilityLabel`, `.accessibilityHidden(true)` or a `LabeledContent` around it.
    public var labelledAround: Bool
    public var place: SourcePlace
}

public struct ImageSite: Sendable, Hashable {
    /// `Image(systemName:)`'s argument, or the asset name.
    public var name: String
    public var isSymbol: Bool
    public var place: SourcePlace
    /// `.flipsForRightToLeftLayoutDirection(true)` on it or around it.
    public var flipsForRightToLeft = false
}

/// Which of the design system's conventions the audited sources declare.
public struct SourceConventions: Sendable, Hashable {
    /// A type or extension named like the motion policy (`LubaMotionPolicy`) is declared.
    public var motionPolicy = false
    /// The key registry type (`LubaStrings`) is declared.
    public var keyRegistry = false

    public init(motionPolicy: Bool = false, keyRegistry: Bool = false) {
        self.motionPolicy = motionPolicy
        self.keyRegistry = keyRegistry
    }
}

/// A place that animates: `withAnimation`, `.animation(`, `.transition(`, `repeatForever`,
/// UIKit's `UIView.animate` and `UIViewPropertyAnimator`.
public struct MotionSite: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case withAnimation, animation = ".animation", transition = ".transition", repeatForever = "repeatForever"
        case viewAnimate = "UIView.animate", propertyAnimator = "UIViewPropertyAnimator"
    }

    public enum Source: Sendable, Hashable {
        /// Through the motion policy (`luba.motion.…`), directly or through a local bound from it.
        case policy(String)
        /// Inside the policy's own type, or from a value of the policy's type.
        case policyType
        /// The type reads the Reduce Motion setting itself.
        case readsReduceMotion
        /// The animation, a condition around it, or a function it calls (up to three calls deep) asks
        /// Reduce Motion: `UIAccessibility.isReduceMotionEnabled ? nil : .spring`.
        case guarded(String)
        /// No movement: `nil`, `.none`, `.identity`, `.opacity`, a constant `value:`, or a
        /// change that moves nothing (a color, an opacity).
        case noMotion
        /// Anything else: the animation as written.
        case unguarded(String)
    }

    public var kind: Kind
    public var source: Source
    public var place: SourcePlace
}

/// `LubaColors.accent` read in code (not in a static token definition or a preview).
public struct ThemeStaticRead: Sendable, Hashable {
    public var type: String
    public var member: String
    /// Inside a member's body (a view's `body`, a computed color, a subview function).
    public var inBody: Bool
    public var place: SourcePlace
}

/// `String(format: "%.1f", value)` with no `locale:`.
public struct FormatCallSite: Sendable, Hashable {
    public var format: String
    public var place: SourcePlace
}
