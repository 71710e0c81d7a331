// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// A CuTe-style PipelineState {index, phase} over a two-slot ring of full
// barriers: advance() flips the phase whenever the index wraps, so each wait
// asks for the phase the slot is in.
#include "mbar.cuh"
#define STAGES 2
struct PipeState {
  int index = 0;
  unsigned phase = 0;
  __device__ void advance() {
    if (++index == STAGES) {
      index = 0;
      phase ^= 1;
    }
  }
};
__global__ void __launch_bounds__(128) ring_rotate(const float *in, float *out, int ktiles) {
  __shared__ float buf[STAGES][128];
  __shared__ __align__(8) uint64_t full[STAGES];
  int t = threadIdx.x;
  if (t == 0)
    for (int s = 0; s < STAGES; ++s)
      mb_init(&full[s], 128);
  __syncthreads();
  PipeState st;
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    int s = st.index;
    buf[s][t] = in[((size_t)blockIdx.x * ktiles + k) * 128 + t];
    mb_arrive(&full[s]);
    mb_wait_parity(&full[s], st.phase);
    acc += buf[s][(t + 1) & 127];
    st.advance();
    __syncthreads(); // the slot is rewritten STAGES steps later
  }
  out[blockIdx.x * 128 + t] = acc;
}
