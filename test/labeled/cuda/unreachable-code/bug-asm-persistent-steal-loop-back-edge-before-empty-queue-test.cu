// EXPECT: unreachable-code
// BUG: a persistent kernel's work-stealing loop in inline PTX: the warp
// leader takes the next tile with atom.global.add, and the loop should leave
// when the ticket passes the tile count. The back edge `bra.uni $Lsteal` was
// placed before the exit test, so the test, the exit branch and everything
// after the loop (the retired-warp counter) can never run.
__global__ void persistent_steal(unsigned *__restrict__ next, unsigned ntiles, float *__restrict__ acc,
                                 unsigned *__restrict__ retired) {
  if ((threadIdx.x & 31) != 0)
    return;
  asm volatile("{\n\t.reg .b32 t;\n\t.reg .pred done;\n\t.reg .b64 a;\n\t.reg .f32 v;\n"
               "$Lsteal:\n\t"
               "atom.global.add.u32 t, [%0], 1;\n\t"
               "mul.wide.u32 a, t, 4;\n\t"
               "add.u64 a, a, %2;\n\t"
               "cvt.rn.f32.u32 v, t;\n\t"
               "red.global.add.f32 [a], v;\n\t"
               "bra.uni $Lsteal;\n\t"
               "setp.ge.u32 done, t, %1;\n\t"
               "@!done bra $Lsteal;\n\t"
               "red.global.add.u32 [%3], 1;\n\t}"
               ::"l"(next), "r"(ntiles), "l"(acc), "l"(retired) : "memory");
}
