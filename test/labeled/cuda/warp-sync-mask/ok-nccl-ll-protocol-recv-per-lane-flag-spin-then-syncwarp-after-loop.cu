// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// OK: NCCL-style LL (low-latency) receive: every 16-byte line carries two
// data words and two copies of the step's flag, so each lane spins on its own
// line until both flags match, then the warp forwards the data. Each lane
// polls alone; the warp is brought back together by one __syncwarp after the
// guarded spin, which every lane of the warp reaches on every trip.
struct LLLine { unsigned d0, f0, d1, f1; };
__device__ __forceinline__ LLLine ld_volatile(const LLLine *p) {
  LLLine v;
  asm volatile("ld.volatile.global.v4.u32 {%0,%1,%2,%3}, [%4];"
               : "=r"(v.d0), "=r"(v.f0), "=r"(v.d1), "=r"(v.f1) : "l"(p));
  return v;
}
__global__ void __launch_bounds__(64)
ll_recv_reduce(const LLLine *__restrict__ inbox, float *__restrict__ acc,
               unsigned flag, int nlines) {
  const int lane = threadIdx.x & 31;
  const int w = blockIdx.x * 2 + threadIdx.x / 32;
  for (int base = w * 32; base < nlines; base += gridDim.x * 64) {
    const int i = base + lane;
    LLLine v;
    if (i < nlines) {
      do {
        v = ld_volatile(inbox + i);
      } while (v.f0 != flag || v.f1 != flag);
      acc[2 * i] += __uint_as_float(v.d0);
      acc[2 * i + 1] += __uint_as_float(v.d1);
    }
    __syncwarp();
  }
}
