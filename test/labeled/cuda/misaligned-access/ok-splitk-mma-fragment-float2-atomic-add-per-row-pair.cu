// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// A split-K GEMM epilogue adds each warp's m16n8 accumulator fragment to C
// with vector atomics (sm_90's atomicAdd(float2*)): a lane holds two adjacent
// columns, (lane % 4) * 2 and + 1, of rows lane / 4 and lane / 4 + 8, and
// adds each row's pair with one float2 atomic at an even column, 8-byte
// aligned.
#define N 1024
__global__ void __launch_bounds__(128) splitk_epilogue(const float4 *__restrict__ frag, float *__restrict__ C) {
  int lane = threadIdx.x & 31, warp = (blockIdx.x * 128 + threadIdx.x) >> 5;
  int tiles_n = N / 8;
  int r0 = (warp / tiles_n) * 16, c0 = (warp % tiles_n) * 8;
  float4 c = frag[warp * 32 + lane];
  int row = r0 + lane / 4, col = c0 + (lane % 4) * 2;
  atomicAdd(reinterpret_cast<float2 *>(C + (size_t)row * N + col), make_float2(c.x, c.y));
  atomicAdd(reinterpret_cast<float2 *>(C + (size_t)(row + 8) * N + col), make_float2(c.z, c.w));
}
