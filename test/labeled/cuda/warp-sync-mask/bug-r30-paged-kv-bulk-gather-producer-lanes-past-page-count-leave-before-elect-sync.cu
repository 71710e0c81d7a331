// EXPECT: warp-sync-mask
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Paged-attention KV gather on Hopper: warp 0 is the loader. Lane p looks up
// page p of the sequence in the block table; lanes past the sequence's page
// count have nothing to look up and leave the loader branch early, then the
// warp elects one lane with cute-style elect.sync over the full mask to arm
// the barrier and issue the bulk copies (BUG: elect.sync waits for every lane
// of its member mask, but the lanes past npages are no longer there: the
// mask must be the ballot of the lanes that stayed).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int PAGE = 16 * 64;  // 16 tokens x 64 halves
__device__ __forceinline__ bool elect_one_full() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void __launch_bounds__(128)
    kv_gather(const short *__restrict__ kv, const int *__restrict__ table, int npages,
              float *__restrict__ out) {
  __shared__ alignas(128) short pages[8][PAGE];
  __shared__ uint64_t bar;
  __shared__ int ids[32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  const int np = npages < 8 ? npages : 8;
  if (warp == 0) {
    if (lane < np) {
      ids[lane] = table[blockIdx.x * 8 + lane];
      __syncwarp(__activemask());
      if (elect_one_full()) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                       np * PAGE * sizeof(short));
        for (int p = 0; p < np; ++p)
          ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, pages[p],
                             kv + (size_t)ids[p] * PAGE, PAGE * sizeof(short), &bar);
      }
    }
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  float acc = 0.f;
  for (int p = 0; p < np; ++p)
    for (int i = threadIdx.x; i < PAGE; i += 128)
      acc += pages[p][i];
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
