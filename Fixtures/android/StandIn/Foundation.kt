// A minimal stand-in for Compose Foundation's isSystemInDarkTheme(): the system property
// palconv.dark ("true" or not) stands for the system's theme.
package androidx.compose.foundation

fun isSystemInDarkTheme(): Boolean = System.getProperty("palconv.dark") == "true"
