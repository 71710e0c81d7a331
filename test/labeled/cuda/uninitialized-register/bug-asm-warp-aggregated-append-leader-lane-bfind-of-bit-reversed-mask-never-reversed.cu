// EXPECT: uninitialized-register
// BUG: stream compaction with a warp-aggregated append in inline PTX: the
// active lanes rank themselves with %lanemask_lt, the lowest active lane adds
// the warp's count to the global counter and broadcasts the base with
// shfl.sync from lane `first`, the lowest set bit of the active mask, found as
// `bfind.shiftamt` of the bit-reversed mask. When the ranking was rewritten
// with %lanemask_lt, the `brev.b32 mrev, m` line went out with the old code:
// `mrev` is read by bfind but never written, so the broadcast reads a lane
// chosen by whatever the register held.

__device__ __forceinline__ unsigned warp_append(unsigned *counter) {
  unsigned slot;
  asm volatile("{\n\t"
               ".reg .pred leader;\n\t"
               ".reg .u32 m, lt, rank, cnt, mrev, first, base;\n\t"
               "activemask.b32 m;\n\t"
               "mov.u32 lt, %%lanemask_lt;\n\t"
               "and.b32 rank, m, lt;\n\t"
               "popc.b32 rank, rank;\n\t"
               "popc.b32 cnt, m;\n\t"
               "bfind.shiftamt.u32 first, mrev;\n\t"
               "setp.eq.u32 leader, rank, 0;\n\t"
               "mov.u32 base, 0;\n\t"
               "@leader atom.add.u32 base, [%1], cnt;\n\t"
               "shfl.sync.idx.b32 base, base, first, 0x1f, m;\n\t"
               "add.u32 %0, base, rank;\n\t"
               "}"
               : "=r"(slot) : "l"(counter) : "memory");
  return slot;
}
__global__ void compact_positive(const float *__restrict__ x, float *__restrict__ out, unsigned *__restrict__ count,
                                 int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float v = x[i];
    if (v > 0.f)
      out[warp_append(count)] = v;
  }
}
