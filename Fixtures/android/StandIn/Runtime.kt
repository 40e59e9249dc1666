// A minimal stand-in for Jetpack Compose's runtime annotations, enough to compile palconv's
// output: the annotations the Current object's getters carry.
package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class ReadOnlyComposable
