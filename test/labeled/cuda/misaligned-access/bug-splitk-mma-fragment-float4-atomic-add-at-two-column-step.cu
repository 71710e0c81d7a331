// EXPECT: misaligned-access
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a split-K GEMM epilogue adds each warp's m16n8 accumulator fragment to
// C with vector atomics (sm_90's atomicAdd(float4*)). A lane of the fragment
// holds two adjacent columns, (lane % 4) * 2 and + 1, of rows lane / 4 and
// lane / 4 + 8, but the epilogue was "vectorised" to one float4 atomic at
// the lane's column: lanes with an odd lane % 4 address 8 mod 16 bytes.
#define N 1024
__global__ void __launch_bounds__(128) splitk_epilogue(const float4 *__restrict__ frag, float *__restrict__ C) {
  int lane = threadIdx.x & 31, warp = (blockIdx.x * 128 + threadIdx.x) >> 5;
  int tiles_n = N / 8;
  int r0 = (warp / tiles_n) * 16, c0 = (warp % tiles_n) * 8;
  float4 c = frag[warp * 32 + lane];
  int row = r0 + lane / 4, col = c0 + (lane % 4) * 2;
  atomicAdd(reinterpret_cast<float4 *>(C + (size_t)row * N + col), c);
}
