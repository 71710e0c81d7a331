// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// The same one-buffer staging loop with cuda::barrier: each tile every thread
// stores its value, arrives and keeps the arrival token, and waits on that
// token. A token names the phase it arrived on, so there is no parity to get
// wrong; the loop reuses the barrier for every tile.
#include <cuda/barrier>
using block_barrier = cuda::barrier<cuda::thread_scope_block>;
__global__ void __launch_bounds__(128) token_loop(const float *x, float *y, int tiles) {
  __shared__ block_barrier bar;
  __shared__ float buf[128];
  unsigned t = threadIdx.x;
  if (t == 0)
    init(&bar, 128);
  __syncthreads();
  for (int k = 0; k < tiles; ++k) {
    buf[t] = x[((size_t)blockIdx.x * tiles + k) * 128 + t];
    block_barrier::arrival_token tok = bar.arrive();
    float mine = 2.f * x[((size_t)blockIdx.x * tiles + k) * 128 + t];
    bar.wait(std::move(tok));
    y[((size_t)blockIdx.x * tiles + k) * 128 + t] = mine + buf[(t + 1) & 127];
    __syncthreads(); // buf is rewritten next tile
  }
}
