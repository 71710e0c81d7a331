// EXPECT: uninitialized-register
// Warp-aggregated stream compaction with the scatter address computed in
// inline PTX: offset = base + popc(ballot & lanemask_lt). The asm block
// declares `base` for the warp's slot but the author forgot to move the
// input operand %2 into it (BUG): `add.u32 %0, base, cnt` reads a register
// no path writes.
__global__ void compact_asm(const int *__restrict__ in, int *__restrict__ out,
                            int *__restrict__ total, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const int v = i < n ? in[i] : 0;
  const bool keep = i < n && v != 0;
  const unsigned m = __ballot_sync(0xffffffffu, keep);
  int warp_base = 0;
  if (lane == 0 && m) warp_base = atomicAdd(total, __popc(m));
  warp_base = __shfl_sync(0xffffffffu, warp_base, 0);
  if (keep) {
    int off;
    asm("{\n\t.reg .u32 base, lt, cnt;\n\t"
        "mov.u32 lt, %%lanemask_lt;\n\t"
        "and.b32 cnt, %1, lt;\n\t"
        "popc.b32 cnt, cnt;\n\t"
        "add.u32 %0, base, cnt;\n\t}"  // BUG: base never set from %2
        : "=r"(off)
        : "r"(m), "r"(warp_base));
    out[off] = v;
  }
}
