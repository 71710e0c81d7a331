// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=160
// BUG: producer/consumer ring (DeepGEMM-like): warp 0 fills each stage with
// a bulk copy and `arrive.expect_tx` on full[s]; the four consumer warps
// release the stage on empty[s], which is initialised for one arrival per
// consumer warp (count 4). The release was meant to run on the elected lane
// of each warp, but the elect.sync predicate is computed and never used: all
// 128 consumer threads arrive on a barrier that expects 4 arrivals.
#define STAGES 2
#define TILE 1024
__global__ void __launch_bounds__(160)
    ring_gemv(const float *__restrict__ A, float *__restrict__ y, int ktiles) {
  __shared__ __align__(128) float buf[STAGES][TILE / 4];
  __shared__ __align__(8) unsigned long long full[STAGES], empty[STAGES];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"((unsigned)__cvta_generic_to_shared(&full[s])));
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 4;" ::"r"((unsigned)__cvta_generic_to_shared(&empty[s])));
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 0) {
    if (lane == 0) {
      for (int kt = 0; kt < ktiles; ++kt) {
        const int s = kt % STAGES;
        const unsigned ph = (kt / STAGES) & 1;
        const unsigned e = (unsigned)__cvta_generic_to_shared(&empty[s]);
        const unsigned f = (unsigned)__cvta_generic_to_shared(&full[s]);
        if (kt >= STAGES)
          asm volatile("{\n\t.reg .pred p;\n\tW:\n\t"
                       "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
                       "@!p bra W;\n\t}" ::"r"(e), "r"(ph ^ 1) : "memory");
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(f), "r"(TILE) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     ::"r"((unsigned)__cvta_generic_to_shared(buf[s])), "l"(A + ((size_t)blockIdx.x * ktiles + kt) * (TILE / 4)),
                     "r"(TILE), "r"(f) : "memory");
      }
    }
    return;
  }
  const int c = threadIdx.x - 32;
  float acc = 0.f;
  for (int kt = 0; kt < ktiles; ++kt) {
    const int s = kt % STAGES;
    const unsigned ph = (kt / STAGES) & 1;
    const unsigned f = (unsigned)__cvta_generic_to_shared(&full[s]);
    asm volatile("{\n\t.reg .pred p;\n\tW:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
                 "@!p bra W;\n\t}" ::"r"(f), "r"(ph) : "memory");
    acc += buf[s][c] + buf[s][c + 128];
    unsigned leader;
    asm volatile("{\n\t.reg .pred e;\n\telect.sync _|e, 0xffffffff;\n\tselp.u32 %0, 1, 0, e;\n\t}" : "=r"(leader));
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"((unsigned)__cvta_generic_to_shared(&empty[s])) : "memory");
  }
  y[blockIdx.x * 128 + c] = acc;
}
