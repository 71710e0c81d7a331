// EXPECT: barrier-misuse
// ARCHS: sm_80 sm_86
// MODES: O3 G
// NVCC-ARGS: -maxrregcount=32
// PTXLINT-ARGS: --block-dim=128
// BUG: a Triton-like pipelined reduction written in CUDA: the block's two
// warp pairs take turns on a 5-stage shared ring, and each stage has its own
// named barrier so that a pair only waits for the stage it reads. Ids 0..7
// are reserved by the library's other kernels, so the stage barriers start
// at 8, two per stage (full, empty): 8 + 2*s and 9 + 2*s. For the last stage
// (s = 4) that is ids 16 and 17, past the 16 barriers of a CTA.
#define STAGES 5
__device__ __forceinline__ void named_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__global__ void __launch_bounds__(128)
    pipelined_rowsum(const float *__restrict__ x, float *__restrict__ out, int tiles) {
  __shared__ float ring[STAGES][128];
  const int t = threadIdx.x;
  float acc = 0.f;
  for (int i = 0; i < tiles; ++i) {
    const int s = i % STAGES;
    ring[s][t] = x[((size_t)blockIdx.x * tiles + i) * 128 + t];
    named_sync(8 + 2 * s);
    acc += ring[s][(t + 1) & 127];
    named_sync(9 + 2 * s);
  }
  out[blockIdx.x * 128 + t] = acc;
}
