// EXPECT: barrier-divergence
// ARCHS: sm_120 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: one LSTM time step for a batch row per block. Thread j computes the
// four gate pre-activations of hidden unit j (i, f, g, o), stages the new
// cell state in shared memory, and the block synchronises before the
// layer-norm of c over the hidden units. The block.sync() was put inside
// the `j < hidden` guard together with the gate maths; with hidden = 200
// and 256 threads the last 56 threads skip it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ __forceinline__ float sigm(float x) { return 1.f / (1.f + __expf(-x)); }
__global__ void __launch_bounds__(256)
    lstm_step(const float *__restrict__ gates_x, const float *__restrict__ gates_h,
              const float *__restrict__ c_prev, float *__restrict__ c_out,
              float *__restrict__ h_out, int hidden) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float c_s[256];
  __shared__ float mean_s;
  const int j = block.thread_rank();
  const size_t row = (size_t)blockIdx.x * 4 * hidden;
  if (j < hidden) {
    const float i = sigm(gates_x[row + j] + gates_h[row + j]);
    const float f = sigm(gates_x[row + hidden + j] + gates_h[row + hidden + j]);
    const float g = tanhf(gates_x[row + 2 * hidden + j] + gates_h[row + 2 * hidden + j]);
    const float o = sigm(gates_x[row + 3 * hidden + j] + gates_h[row + 3 * hidden + j]);
    const float c = f * c_prev[(size_t)blockIdx.x * hidden + j] + i * g;
    c_s[j] = c;
    h_out[(size_t)blockIdx.x * hidden + j] = o;
    block.sync();
  }
  if (j == 0) {
    float s = 0.f;
    for (int t = 0; t < hidden; ++t)
      s += c_s[t];
    mean_s = s / hidden;
  }
  block.sync();
  if (j < hidden) {
    c_out[(size_t)blockIdx.x * hidden + j] = c_s[j] - mean_s;
    h_out[(size_t)blockIdx.x * hidden + j] *= tanhf(c_s[j] - mean_s);
  }
}
