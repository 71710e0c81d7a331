// EXPECT: unreachable-code
// BUG: a split-K epilogue in inline PTX: with one split the tile is stored,
// otherwise the partial is added with red.global.add. When the store arm was
// moved below, a `bra.uni $Ldone` from the old layout was left in front of the
// red, so the split > 1 path jumps over its own reduction and the red is dead.
__global__ void splitk_epilogue(const float *__restrict__ part, float *__restrict__ c, int splits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = part[(size_t)blockIdx.y * n + i];
  float *dst = c + i;
  asm volatile("{\n\t.reg .pred one;\n\t"
               "setp.eq.s32 one, %2, 1;\n\t"
               "@one bra.uni $Lst;\n\t"
               "bra.uni $Ldone;\n\t"
               "red.global.add.f32 [%0], %1;\n\t"
               "bra.uni $Ldone;\n"
               "$Lst:\n\t"
               "st.global.f32 [%0], %1;\n"
               "$Ldone:\n\t}"
               ::"l"(dst), "f"(v), "r"(splits) : "memory");
}
