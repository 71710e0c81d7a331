// EXPECT: misaligned-access
// One block per row of 1001 floats, each thread striding over the row four
// floats at a time through float4 (BUG: the vector path assumes the row
// length is a multiple of 4): a row is 4004 bytes, so row 1 starts 4 bytes
// past a 16-byte boundary.
#define COLS 1001
__global__ void __launch_bounds__(256) row_sum4(const float *x, float *out) {
  const float *row = x + (size_t)blockIdx.x * COLS;
  float acc = 0.f;
  for (int c = threadIdx.x; c < COLS / 4; c += 256) {
    float4 v = reinterpret_cast<const float4 *>(row)[c]; // BUG: row is only 4-byte aligned
    acc += v.x + v.y + v.z + v.w;
  }
  if (threadIdx.x == 0)
    acc += row[COLS - 1];
  atomicAdd(out + blockIdx.x, acc);
}
