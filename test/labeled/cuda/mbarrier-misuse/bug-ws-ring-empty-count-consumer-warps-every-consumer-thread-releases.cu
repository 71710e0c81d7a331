// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=96
// CUTLASS-style warp-specialised ring: warp 0 produces into STAGES slots, the
// two consumer warps consume. empty[s] is initialised for NUM_CONSUMER_WARPS
// (2) arrivals, i.e. one release per consumer warp, but every consumer thread
// calls the release: 64 arrivals per phase on a count of 2, so empty[s]
// completes phases the consumers have not finished and the producer overwrites
// slots still being read.
#include "mbar.cuh"
#define STAGES 4
#define NUM_CONSUMER_WARPS 2
__global__ void __launch_bounds__(96) ws_ring(const float *in, float *out, int ktiles) {
  __shared__ float buf[STAGES][64];
  __shared__ __align__(8) uint64_t full[STAGES], empty[STAGES];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0)
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 32);
      mb_init(&empty[s], NUM_CONSUMER_WARPS);
    }
  __syncthreads();
  if (warp == 0) {
    for (int k = 0; k < ktiles; ++k) {
      int s = k % STAGES;
      unsigned ph = (k / STAGES) & 1;
      if (k >= STAGES)
        mb_wait_parity(&empty[s], ph ^ 1);
      buf[s][lane] = in[((size_t)blockIdx.x * ktiles + k) * 64 + lane];
      buf[s][lane + 32] = in[((size_t)blockIdx.x * ktiles + k) * 64 + lane + 32];
      mb_arrive(&full[s]);
    }
  } else {
    int c = threadIdx.x - 32;
    float acc = 0.f;
    for (int k = 0; k < ktiles; ++k) {
      int s = k % STAGES;
      mb_wait_parity(&full[s], (k / STAGES) & 1);
      acc += buf[s][c] * buf[s][63 - c];
      mb_arrive(&empty[s]); // consumer_release, per thread
    }
    out[blockIdx.x * 64 + c] = acc;
  }
}
