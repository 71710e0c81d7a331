// EXPECT: clean
// Particles stored as records of four ints (cell, x, y, pad) with
// alignas(16); the first two fields of record i are read with one int2 load
// at a 16-byte stride.
struct alignas(16) Rec { int cell, x, y, pad; };
__global__ void cell_x(const Rec *recs, int *cells, int *xs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int2 cx = *reinterpret_cast<const int2 *>(&recs[i]);
    cells[i] = cx.x;
    xs[i] = cx.y;
  }
}
