// EXPECT: clean
// OK: the inline-PTX warp-aggregated append with the leader lane computed as
// `bfind.shiftamt` of `brev.b32 mrev, m` (the lowest active lane), every
// scratch register written before it is read; `base` is set to 0 before the
// leader's predicated atom, so the shuffle reads a defined value everywhere.

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
               "brev.b32 mrev, m;\n\t"
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
