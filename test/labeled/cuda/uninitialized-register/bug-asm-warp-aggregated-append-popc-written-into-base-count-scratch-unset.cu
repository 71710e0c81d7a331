// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// BUG: a warp-aggregated queue append in inline PTX: the leader lane adds the
// number of appending lanes to the queue tail and broadcasts the old tail.
// The popc that counts the lanes writes `base` (copy-paste from the line
// below it), so the atom adds the scratch `cnt`, which nothing ever wrote.
__device__ __forceinline__ unsigned warp_append(unsigned *tail, unsigned mask, unsigned lane) {
  unsigned leader = __ffs(mask) - 1, off;
  asm volatile("{\n\t"
               ".reg .u32 cnt, base;\n\t"
               ".reg .pred lead;\n\t"
               "popc.b32 base, %2;\n\t"
               "setp.eq.u32 lead, %3, %4;\n\t"
               "@lead atom.global.add.u32 base, [%1], cnt;\n\t"
               "shfl.sync.idx.b32 %0, base, %4, 0x1f, %2;\n\t"
               "}"
               : "=r"(off)
               : "l"(tail), "r"(mask), "r"(lane), "r"(leader)
               : "memory");
  return off + __popc(mask & ((1u << lane) - 1));
}
__global__ void __launch_bounds__(256) filter_append(const float *__restrict__ x, int n, unsigned *tail,
                                                     int *__restrict__ out) {
  int i = blockIdx.x * 256 + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  if (i < n && x[i] > 0.f) {
    unsigned mask = __activemask();
    out[warp_append(tail, mask, lane)] = i;
  }
}
