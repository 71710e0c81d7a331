// EXPECT: misaligned-access
// Particles stored as packed records of three ints (cell, x, y); the kernel
// reads the first two fields of record i with one int2 load. The record
// stride is 12 bytes, so every odd record starts 4 bytes past an 8-byte
// boundary.
struct Rec { int cell, x, y; };
__global__ void cell_x(const Rec *recs, int *cells, int *xs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int2 cx = *reinterpret_cast<const int2 *>(&recs[i]);
    cells[i] = cx.x;
    xs[i] = cx.y;
  }
}
