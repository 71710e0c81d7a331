// EXPECT: misaligned-access
// Points stored as three doubles (24 bytes); the x/y pair is read as one
// double2 to save an instruction. double2 needs 16-byte alignment, and every
// odd point starts 8 bytes past a 16-byte boundary.
struct Point {
  double x, y, z;
};
__global__ void planar_norm(const Point *pts, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double2 xy = *reinterpret_cast<const double2 *>(&pts[i]);
    out[i] = sqrt(xy.x * xy.x + xy.y * xy.y);
  }
}
