// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: three-stage bulk-copy ring. Thread 0 initialises the full barriers in
// a loop written `for (s = 0; s < STAGES - 1; ++s)` (left over from a
// version that kept the last stage for a prologue), so full[2] is never
// initialised, yet the main loop arms and waits on full[kt % 3].
#define STAGES 3
#define TILE_BYTES 2048
__global__ void __launch_bounds__(128)
    tma_ring_sum(const float *__restrict__ src, float *__restrict__ out, int ktiles) {
  __shared__ __align__(128) float buf[STAGES][TILE_BYTES / 4];
  __shared__ __align__(8) unsigned long long full[STAGES];
  const int t = threadIdx.x;
  if (t == 0) {
    for (int s = 0; s < STAGES - 1; ++s)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"((unsigned)__cvta_generic_to_shared(&full[s])));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  for (int kt = 0; kt < ktiles; ++kt) {
    const int s = kt % STAGES;
    const unsigned f = (unsigned)__cvta_generic_to_shared(&full[s]);
    if (t == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(f), "r"(TILE_BYTES) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"((unsigned)__cvta_generic_to_shared(buf[s])),
                   "l"(src + ((size_t)blockIdx.x * ktiles + kt) * (TILE_BYTES / 4)), "r"(TILE_BYTES), "r"(f)
                   : "memory");
    }
    asm volatile("{\n\t.reg .pred p;\n\tW:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
                 "@!p bra W;\n\t}" ::"r"(f), "r"((kt / STAGES) & 1) : "memory");
    for (int i = t; i < TILE_BYTES / 4; i += 128)
      acc += buf[s][i];
    __syncthreads();
  }
  out[blockIdx.x * 128 + t] = acc;
}
