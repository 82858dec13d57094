// `import Charts` on platforms without Apple's Swift Charts: charts drawn from Trellis's views.
@_exported import Trellis
