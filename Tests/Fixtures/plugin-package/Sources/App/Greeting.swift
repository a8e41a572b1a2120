public enum Greeting {
    public static let key = "greeting.title"
}
