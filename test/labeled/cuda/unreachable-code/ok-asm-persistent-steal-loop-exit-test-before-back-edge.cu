// EXPECT: clean
// A persistent kernel's work-stealing loop in inline PTX: the warp leader takes
// the next tile with atom.global.add, leaves when the ticket passes the tile
// count, and otherwise works on the tile and takes the back edge; the retired
// counter after the loop is reached through the exit branch.
__global__ void persistent_steal(unsigned *__restrict__ next, unsigned ntiles, float *__restrict__ acc,
                                 unsigned *__restrict__ retired) {
  if ((threadIdx.x & 31) != 0)
    return;
  asm volatile("{\n\t.reg .b32 t;\n\t.reg .pred done;\n\t.reg .b64 a;\n\t.reg .f32 v;\n"
               "$Lsteal:\n\t"
               "atom.global.add.u32 t, [%0], 1;\n\t"
               "setp.ge.u32 done, t, %1;\n\t"
               "@done bra $Lretire;\n\t"
               "mul.wide.u32 a, t, 4;\n\t"
               "add.u64 a, a, %2;\n\t"
               "cvt.rn.f32.u32 v, t;\n\t"
               "red.global.add.f32 [a], v;\n\t"
               "bra.uni $Lsteal;\n"
               "$Lretire:\n\t"
               "red.global.add.u32 [%3], 1;\n\t}"
               ::"l"(next), "r"(ntiles), "l"(acc), "l"(retired) : "memory");
}
