// A minimal stand-in for Jetpack Compose's Color, enough to compile palconv's output:
// Color(Long) and Color(Int) both take 0xAARRGGBB and keep the low 32 bits.
package androidx.compose.ui.graphics

class Color internal constructor(val argb: UInt) {
    override fun toString(): String = "%08X".format(argb.toLong())
}

fun Color(color: Long): Color = Color((color and 0xFFFFFFFFL).toUInt())

fun Color(color: Int): Color = Color(color.toUInt())
